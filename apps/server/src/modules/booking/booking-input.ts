import { z } from 'zod';
import { moneySchema } from '@freight/domain/money-schema';
import { sourceSystems } from '@freight/domain/source-systems';
import { message } from '../../platform/i18n';

// The book-load request of D1-3 and D1-7.16, as booking.graphql declares it. Money parses to integer
// cents, so the rate is compared with the posting's exactly.

const optionalMoney = z.preprocess((value) => (value === '' ? null : value), moneySchema.nullish());

export const buyLoadInputSchema = z.object({
  userId: z.string().trim().min(1, 'Name the signed-in user.').max(64),
  carrierId: z.string().trim().min(1, 'Name your carrier.').max(64),
  sourceSystem: z.enum(sourceSystems, `Source system must be one of ${sourceSystems.join(', ')}.`),
  loadId: z
    .string()
    .trim()
    .min(1, 'Choose a load.')
    .max(64)
    .transform((loadId) => loadId.toUpperCase()),
  // A load without a bin rate identifier is booked with an empty one.
  binRateId: z.string().trim().max(64, 'A bin rate identifier has at most 64 characters.'),
  amount: moneySchema,
  currency: z.enum(['USD', 'CAD'], 'Currency must be USD or CAD.'),
  lhlCharges: optionalMoney,
  fsrCharges: optionalMoney,
  idempotencyKey: z.uuid('The idempotency key must be a UUID.').transform((key) => key.toLowerCase()),
});
export type BuyLoadInput = z.output<typeof buyLoadInputSchema>;

export const invalidBookingRequestMessage = message('booking.invalidRequest');
