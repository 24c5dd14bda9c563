import { z } from 'zod';
import { maxReferenceRows } from '@freight/domain/references/reference-rows';
import { isSingleLineText } from '@freight/domain/single-line-text';
import { message } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// The add-reference action of references.graphql (D2-3.10), checked before the shipment is read. The
// rows are checked after, by the domain's schema against the shipment's types and stops
// (add-reference.ts); here only their number is bounded, so a long list costs nothing.

/** D2-3.10: the action's type. */
export const addReferenceActionType = 'refUpdate';

const actionTextMaxLength = 40;

/** An optional text of the action: one line, bounded; blank is the same as none. */
const actionText = z
  .string()
  .trim()
  .max(actionTextMaxLength, issueMessage('references.actionText', { max: actionTextMaxLength }))
  .refine(isSingleLineText, issueMessage('references.actionText', { max: actionTextMaxLength }))
  .nullish()
  .transform((value) => (value ? value : null));

export const tooManyRowsMessage = message('messages:references.issues.TOO_MANY_ROWS', {
  max: maxReferenceRows,
});

export const addReferenceInputSchema = z.object({
  shipmentId: z
    .string()
    .trim()
    .min(1, issueMessage('input.chooseShipment'))
    .max(64, issueMessage('input.chooseShipment')),
  sourceSystem: actionText,
  actionType: z
    .string()
    .trim()
    .refine((value) => value === addReferenceActionType, issueMessage('references.actionType')),
  actionQualifier: actionText,
  actionDetail: actionText,
  actionDateTime: z.null(issueMessage('references.actionDateTime')).optional(),
  references: z.array(z.unknown()).max(maxReferenceRows, issueMessage(tooManyRowsMessage)),
});
export type AddReferenceRequest = z.infer<typeof addReferenceInputSchema>;
