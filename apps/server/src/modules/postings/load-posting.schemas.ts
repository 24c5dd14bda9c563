import { z } from 'zod';
import { statesByCountry } from '@freight/domain/countries';
import { moneySchema } from '@freight/domain/money-schema';
import {
  loadTypes,
  sourceSystemInfo,
  type LoadType,
  type SourceSystem,
} from '@freight/domain/source-systems';
import { trailerTypes } from '@freight/domain/trailer-types';
import { isIanaTimeZone } from '@freight/domain/zoned-dates';
import type { MessageKey, MessageValues } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// A load posting as source systems send it to the integration API, and the parts of it that a tendered
// shipment shares (shipments/tender-shipment.schemas.ts): stops, flags, money, times. Money parses to
// integer cents; per-unit figures stay decimal text for the numeric columns; datetimes must carry
// their offset (D1-3.05).

export const zonedDateTimeSchema = z.iso
  .datetime({
    offset: true,
    message: issueMessage('integration.dateTime'),
  })
  .transform((value) => new Date(value));

/** A non-negative decimal with at most `scale` decimals, kept as text for a numeric column. */
export function decimalSchema(scale: number) {
  const pattern = new RegExp(`^\\d{1,8}(\\.\\d{1,${scale}})?$`);
  return z.union([z.string(), z.number()]).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!pattern.test(text)) {
      context.addIssue({ code: 'custom', message: issueMessage('integration.decimals', { scale }) });
      return z.NEVER;
    }
    return text;
  });
}

export const text = (max: number) => z.string().trim().min(1).max(max);
export const sourceReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, issueMessage('integration.reference'));
export const currencySchema = z.enum(['USD', 'CAD']);

const chargeSchema = z.object({
  charge: moneySchema,
  unitCharge: decimalSchema(4).optional(),
  quantity: decimalSchema(2).optional(),
  rateQualifier: text(20).optional(),
});

const accessorialSchema = z.object({
  code: text(20),
  description: text(200),
  type: text(40),
  charge: moneySchema,
});

// No totalCharge here: unknown keys are dropped, and the server adds the parts itself.
const rateSchema = z.object({
  currency: currencySchema.default('USD'),
  binRateId: text(64).optional(),
  lineHaul: chargeSchema,
  fuel: chargeSchema.optional(),
  accessorials: z.array(accessorialSchema).max(20).default([]),
});

export const stopFields = {
  sequence: z.int().min(1).max(99),
  stopType: z.enum(['P', 'D', 'BorderCrossing', 'Relay']),
  locationName: text(120).optional(),
  addressLine1: text(200).optional(),
  addressLine2: text(200).optional(),
  city: text(80),
  state: z.string().trim().toUpperCase().length(2),
  postalCode: text(10).optional(),
  country: z.enum(['USA', 'CAN']),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: z.string().refine(isIanaTimeZone, issueMessage('integration.timeZone')),
  appointmentFrom: zonedDateTimeSchema,
  appointmentTo: zonedDateTimeSchema,
  appointmentConfirmed: z.boolean(),
  specialServices: z.array(text(100)).max(20).default([]),
};

const postingStopSchema = z.object(stopFields);
type CheckedStop = z.output<typeof postingStopSchema>;
export type Context = z.RefinementCtx;

/** The names of the integration API's own rules (`errors:integration.<name>`). */
export type IntegrationIssue = MessageKey extends infer Key
  ? Key extends `integration.${infer Name}`
    ? Name
    : never
  : never;

/** An issue of a schema's own rule: its catalogue text (`errors:integration.<key>`) at a path. */
export function addIssue(
  context: Context,
  path: (string | number)[],
  key: IntegrationIssue,
  values?: MessageValues,
): void {
  context.addIssue({ code: 'custom', path, message: issueMessage(`integration.${key}`, values) });
}

/** Stop rules shared by postings and tenders: order, first pick-up, last drop, appointment times. */
export function checkStops(stops: CheckedStop[], context: Context): void {
  if (stops.length < 2) return; // already reported by the length rule
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first && first.stopType !== 'P') addIssue(context, ['stops', 0, 'stopType'], 'firstStopPickup');
  if (last && last.stopType !== 'D') {
    addIssue(context, ['stops', stops.length - 1, 'stopType'], 'lastStopDrop');
  }
  stops.forEach((stop, index) => {
    const at = (field: string) => ['stops', index, field];
    if (!(stop.state in statesByCountry[stop.country]))
      addIssue(context, at('state'), 'notAState', { country: stop.country });
    if (stop.appointmentTo < stop.appointmentFrom) {
      addIssue(context, at('appointmentTo'), 'appointmentReversed');
    }
    const previous = stops[index - 1];
    if (!previous) return;
    if (stop.sequence <= previous.sequence) addIssue(context, at('sequence'), 'stopSequence');
    if (stop.stopType === 'D' && first && stop.appointmentFrom < first.appointmentFrom) {
      addIssue(context, at('appointmentFrom'), 'deliveryBeforePickup');
    } else if (stop.appointmentFrom < previous.appointmentFrom) {
      addIssue(context, at('appointmentFrom'), 'stopBeforePrevious');
    }
  });
}

export function checkLoadType(sourceSystem: SourceSystem, loadType: LoadType, context: Context): void {
  const carried = sourceSystemInfo[sourceSystem].loadTypes;
  if (!carried.includes(loadType)) {
    addIssue(context, ['loadType'], 'loadTypeNotCarried', {
      sourceSystem,
      loadTypes: carried.join(', '),
    });
  }
}

export const flagFields = {
  isHazardous: z.boolean().default(false),
  isHighValue: z.boolean().default(false),
  isTemperatureControlled: z.boolean().default(false),
  isGapForDriver: z.boolean().default(false),
  managedEquipment: z.boolean().default(false),
  loadType: z.enum(loadTypes),
  transportMode: z.enum(trailerTypes),
  // Miles, kept to the column's one decimal.
  totalDistance: z
    .number()
    .positive()
    .max(10_000)
    .transform((miles) => Math.round(miles * 10) / 10),
  totalWeight: z.int().positive().max(200_000),
};

const loadPostingFieldsSchema = z.object({
  sourceReference: sourceReferenceSchema,
  ...flagFields,
  termsAndConditions: text(100).optional(),
  buyAllowed: z.boolean().default(true),
  exclusiveLoad: z.boolean().default(false),
  rate: rateSchema.optional(),
  stops: z.array(postingStopSchema).min(2).max(10),
});

const postingSchemas = new Map<SourceSystem, z.ZodType<LoadPostingInput, LoadPostingPayload>>();

/** A load posting as the given source system may send it (its own load types only, D1-1.11). */
export function loadPostingSchema(sourceSystem: SourceSystem) {
  let schema = postingSchemas.get(sourceSystem);
  if (!schema) {
    schema = loadPostingFieldsSchema.superRefine((posting, context) => {
      checkLoadType(sourceSystem, posting.loadType, context);
      checkStops(posting.stops, context);
    });
    postingSchemas.set(sourceSystem, schema);
  }
  return schema;
}
export type LoadPostingPayload = z.input<typeof loadPostingFieldsSchema>;
export type LoadPostingInput = z.output<typeof loadPostingFieldsSchema>;
