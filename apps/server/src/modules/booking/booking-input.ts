import { z } from 'zod';
import { moneySchema } from '@freight/domain/money-schema';
import { sourceSystems } from '@freight/domain/source-systems';
import { message } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// The book-load request of D1-3 and D1-7.16, as booking.graphql declares it. Money parses to integer
// cents, so the rate is compared with the posting's exactly.

const optionalMoney = z.preprocess((value) => (value === '' ? null : value), moneySchema.nullish());

export const buyLoadInputSchema = z.object({
  userId: z.string().trim().min(1, issueMessage('booking.userId')).max(64),
  carrierId: z.string().trim().min(1, issueMessage('booking.carrierId')).max(64),
  sourceSystem: z.enum(
    sourceSystems,
    issueMessage('booking.sourceSystem', { systems: sourceSystems.join(', ') }),
  ),
  loadId: z
    .string()
    .trim()
    .min(1, issueMessage('input.chooseLoad'))
    .max(64)
    .transform((loadId) => loadId.toUpperCase()),
  // A load without a bin rate identifier is booked with an empty one.
  binRateId: z.string().trim().max(64, issueMessage('booking.binRateId')),
  amount: moneySchema,
  currency: z.enum(['USD', 'CAD'], issueMessage('booking.currency')),
  lhlCharges: optionalMoney,
  fsrCharges: optionalMoney,
  idempotencyKey: z.uuid(issueMessage('booking.idempotencyKey')).transform((key) => key.toLowerCase()),
});
export type BuyLoadInput = z.output<typeof buyLoadInputSchema>;

export const invalidBookingRequestMessage = message('booking.invalidRequest');
