import { z } from 'zod';
import { pageAndSortFields } from '../postings/choose-page-and-sort';
import { issueMessage } from '../../platform/validate';

// The capacity calls' inputs (capacity.graphql), their shapes only: the rules of the form (D3-5) are
// the domain's, checked by the use cases. Unknown keys are dropped, so the payload's userId, upn,
// userEmail, userPhone, commonCarrierId and lastUpdatedBy are never read.

const text = (max: number) => z.string().max(max, issueMessage('input.tooLong', { max })).nullish();
const coordinate = z.number().finite().nullish();
const radius = z.int().min(0).max(10_000).nullish();

/** A capacity's id: a UUID; any other text is answered as a capacity that does not exist. */
export const capacityIdSchema = z.string().max(64, issueMessage('capacity.capacityId'));

const postalCode = z
  .string()
  .trim()
  .max(10, issueMessage('capacity.postalCode'))
  .regex(/^[\p{L}\p{N} -]*$/u, issueMessage('capacity.postalCode'))
  .nullish()
  .transform((value) => value || null);

export const capacityInputSchema = z.object({
  capacityId: capacityIdSchema.nullish(),
  capacityType: z.string().max(10, issueMessage('input.tooLong', { max: 10 })),
  trailerType: z.string().max(40, issueMessage('input.tooLong', { max: 40 })),
  originCity: text(100),
  originState: text(10),
  originCountry: text(10),
  originPostalCode: postalCode,
  originLatitude: coordinate,
  originLongitude: coordinate,
  originRadius: radius,
  destinationCity: text(100),
  destinationState: text(10),
  destinationCountry: text(10),
  destinationPostalCode: postalCode,
  destinationLatitude: coordinate,
  destinationLongitude: coordinate,
  destinationRadius: radius,
  destinationStates: z
    .array(z.string().max(10, issueMessage('input.tooLong', { max: 10 })))
    .max(10)
    .nullish(),
  preferredDays: z
    .array(z.string().max(10, issueMessage('input.tooLong', { max: 10 })))
    .max(7)
    .nullish(),
  pickUpFromDate: text(40),
  pickUpToDate: text(40),
});
export type CapacityInput = z.infer<typeof capacityInputSchema>;

export const capacityListInputSchema = z.object({
  capacityType: z
    .string()
    .max(10, issueMessage('input.tooLong', { max: 10 }))
    .nullish(),
  page: pageAndSortFields.page,
  size: pageAndSortFields.size,
});

export const capacityLoadInputSchema = z.object({
  capacityId: capacityIdSchema,
  ...pageAndSortFields,
});
