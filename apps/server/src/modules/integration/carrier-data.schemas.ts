import { z } from 'zod';
import { moneySchema } from '@freight/domain/money-schema';
import { isSingleLineText } from '@freight/domain/single-line-text';
import { issueMessage } from '../../platform/validate';
import { sourceReferenceSchema } from '../postings/load-posting.schemas';
import { calendarDaySchema } from './integration.schemas';

// What a source system sends of a carrier it owns (D3-3.06 Carrier info): its master data, contacts,
// insurances and certifications, the whole record at once. Every text is one bounded line and every
// list is bounded, so a record costs the same small work whatever is sent (decision 028).

export const carrierContactsMax = 20;
export const carrierInsurancesMax = 50;
export const carrierCertificationsMax = 50;

/** One line of text, 1 to `max` characters once trimmed; blank counts as absent (null). */
function line(max: number) {
  const text = issueMessage('integration.singleLine', { max });
  return z
    .string(text)
    .trim()
    .max(max, text)
    .refine(isSingleLineText, text)
    .nullish()
    .transform((value) => (value ? value : null));
}

function requiredLine(max: number) {
  const text = issueMessage('integration.singleLine', { max });
  return z.string(text).trim().min(1, text).max(max, text).refine(isSingleLineText, text);
}

const flag = z.boolean(issueMessage('integration.boolean')).optional();
const objectMessage = issueMessage('integration.jsonObject');

const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, issueMessage('integration.list', { max }))
    .max(max, issueMessage('integration.list', { max }))
    .optional()
    .transform((value) => value ?? []);

const contactSchema = z.object(
  {
    firstName: line(100),
    lastName: line(100),
    contactType: line(40),
    phone: line(40),
    fax: line(40),
    email: line(254),
  },
  objectMessage,
);

const insuranceSchema = z.object(
  {
    insuranceId: requiredLine(64),
    policyNumber: line(64),
    insuranceTypeCode: line(20),
    insuranceType: line(100),
    status: line(40),
    certificateId: line(64),
    limits: moneySchema.nullish(),
    coverageAmount: moneySchema.nullish(),
    policyEffectiveDate: calendarDaySchema.nullish(),
    policyExpirationDate: calendarDaySchema.nullish(),
  },
  objectMessage,
);

const certificationSchema = z.object(
  {
    certificationCode: requiredLine(40),
    description: line(200),
    certificateExpireDate: calendarDaySchema.nullish(),
    qualificationStatus: line(40),
  },
  objectMessage,
);

// A carrier's common id is written as the references of postings are: 1 to 64 letters, digits, . - _.
export const carrierParamsSchema = z.object({ commonCarrierId: sourceReferenceSchema });

/**
 * PUT /integration/v1/carriers/:commonCarrierId: the carrier's record as the source system has it now.
 * Fields left out are absent in the profile (shown "-"); lists left out are empty; flags left out
 * take their defaults (truckload and non-managed equipment on, the rest off).
 */
export const carrierDataSchema = z.object(
  {
    carrierName: requiredLine(200),
    carrierActiveIndicator: z.boolean(issueMessage('integration.boolean')),
    tmsCarrierId: line(64),
    carrierMCNo: line(20),
    carrierUsDOTNo: line(20),
    carrierScac: line(10),
    carrierTier: line(40),
    carrierStatusCode: line(20),
    addressLine1: line(200),
    addressLine2: line(200),
    city: line(100),
    state: line(40),
    country: line(40),
    postalCode: line(20),
    truckload: flag,
    ltl: flag,
    intermodal: flag,
    hazmatCertExpirationDate: calendarDaySchema.nullish(),
    hazmat232PermitInd: flag,
    managedEquipmentCapability: flag,
    nonManagedEquipmentCapability: flag,
    carrierInvoiceExists: flag,
    primaryContact: contactSchema.nullish(),
    otherContacts: listOf(contactSchema, carrierContactsMax),
    insurances: listOf(insuranceSchema, carrierInsurancesMax),
    certifications: listOf(certificationSchema, carrierCertificationsMax),
  },
  objectMessage,
);
export type CarrierDataInput = z.output<typeof carrierDataSchema>;
