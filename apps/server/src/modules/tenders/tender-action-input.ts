import { z } from 'zod';
import { carrierProMaxLength } from '@freight/domain/carrier-pro';
import { tenderActions } from '@freight/domain/tenders';
import { message } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// The request of tenders.graphql. Which fields an answer takes depends on the action, so a client
// sending a PRO with a decline hears it instead of wondering why it was not kept.

export const termsNotAcceptedMessage = message('tenders.termsNotAccepted');
export const reasonWithAcceptMessage = message('tenders.reasonWithAccept');
export const proWithDeclineMessage = message('tenders.proWithDecline');

export const tenderActionInputSchema = z
  .object({
    shipmentId: z
      .string()
      .trim()
      .min(1, issueMessage('input.chooseShipment'))
      .max(64, issueMessage('input.chooseShipment')),
    action: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(tenderActions, issueMessage('tenders.action'))),
    // Checked against the shipment's own PRO by checkCarrierPro; the bound only stops junk early.
    carrierPro: z
      .string()
      .max(200, issueMessage('tenders.carrierProTooLong', { max: carrierProMaxLength }))
      .nullish(),
    reasonCode: z.string().trim().max(80, issueMessage('tenders.unknownReason')).nullish(),
    termsAccepted: z.boolean().nullish(),
  })
  .superRefine((request, context) => {
    if (request.action === 'ACCEPT') {
      if (request.termsAccepted !== true)
        context.addIssue({
          code: 'custom',
          path: ['termsAccepted'],
          message: issueMessage(termsNotAcceptedMessage),
        });
      if (request.reasonCode)
        context.addIssue({
          code: 'custom',
          path: ['reasonCode'],
          message: issueMessage(reasonWithAcceptMessage),
        });
    } else if (request.carrierPro !== undefined && request.carrierPro !== null) {
      context.addIssue({
        code: 'custom',
        path: ['carrierPro'],
        message: issueMessage(proWithDeclineMessage),
      });
    }
  });
export type TenderActionRequest = z.infer<typeof tenderActionInputSchema>;
