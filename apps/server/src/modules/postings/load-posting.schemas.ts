import { z } from 'zod';
import { statesByCountry } from '@freight/domain/countries';
import { moneySchema } from '@freight/domain/money-schema';
import { paymentStatuses } from '@freight/domain/shipment-states';
import {
  loadTypes,
  sourceSystemInfo,
  type LoadType,
  type SourceSystem,
} from '@freight/domain/source-systems';
import { trailerTypes } from '@freight/domain/trailer-types';
import { bookingStatuses } from '../../db/schema/bookings';
import { bookingDecisions } from '../booking/booking-decisions';

// What source systems send to the integration API. Money parses to integer cents; per-unit figures
// stay decimal text for the numeric columns; datetimes must carry their offset (D1-3.05).

const validTimeZones = new Map<string, boolean>();
function isTimeZone(value: string): boolean {
  let isValid = validTimeZones.get(value);
  if (isValid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      isValid = value.includes('/') || value === 'UTC';
    } catch {
      isValid = false;
    }
    validTimeZones.set(value, isValid);
  }
  return isValid;
}

const zonedDateTimeSchema = z.iso
  .datetime({
    offset: true,
    message: 'Expected an ISO date-time with its offset, such as 2025-03-04T08:00:00-06:00.',
  })
  .transform((value) => new Date(value));

/** A non-negative decimal with at most `scale` decimals, kept as text for a numeric column. */
function decimalSchema(scale: number) {
  const pattern = new RegExp(`^\\d{1,8}(\\.\\d{1,${scale}})?$`);
  return z.union([z.string(), z.number()]).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!pattern.test(text)) {
      context.addIssue({ code: 'custom', message: `Expected a number with at most ${scale} decimals.` });
      return z.NEVER;
    }
    return text;
  });
}

const text = (max: number) => z.string().trim().min(1).max(max);
export const sourceReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'Use 1 to 64 letters, digits, dots, dashes or underscores.');
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

const stopFields = {
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
  timeZone: z.string().refine(isTimeZone, 'Expected an IANA time zone such as America/Chicago.'),
  appointmentFrom: zonedDateTimeSchema,
  appointmentTo: zonedDateTimeSchema,
  appointmentConfirmed: z.boolean(),
  specialServices: z.array(text(100)).max(20).default([]),
};

const postingStopSchema = z.object(stopFields);
type CheckedStop = z.output<typeof postingStopSchema>;
type Context = z.RefinementCtx;

function addIssue(context: Context, path: (string | number)[], message: string): void {
  context.addIssue({ code: 'custom', path, message });
}

/** Stop rules shared by postings and tenders: order, first pick-up, last drop, appointment times. */
function checkStops(stops: CheckedStop[], context: Context): void {
  if (stops.length < 2) return; // already reported by the length rule
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first && first.stopType !== 'P')
    addIssue(context, ['stops', 0, 'stopType'], 'The first stop must be a pick-up (P).');
  if (last && last.stopType !== 'D') {
    addIssue(context, ['stops', stops.length - 1, 'stopType'], 'The last stop must be a drop (D).');
  }
  stops.forEach((stop, index) => {
    const at = (field: string) => ['stops', index, field];
    if (!(stop.state in statesByCountry[stop.country]))
      addIssue(context, at('state'), `Not a state of ${stop.country}.`);
    if (stop.appointmentTo < stop.appointmentFrom) {
      addIssue(context, at('appointmentTo'), 'The appointment cannot end before it starts.');
    }
    const previous = stops[index - 1];
    if (!previous) return;
    if (stop.sequence <= previous.sequence)
      addIssue(context, at('sequence'), 'Stops must be in ascending sequence.');
    if (stop.stopType === 'D' && first && stop.appointmentFrom < first.appointmentFrom) {
      addIssue(context, at('appointmentFrom'), 'A delivery cannot be before the pick-up.');
    } else if (stop.appointmentFrom < previous.appointmentFrom) {
      addIssue(context, at('appointmentFrom'), 'A stop cannot be before the previous stop.');
    }
  });
}

function checkLoadType(sourceSystem: SourceSystem, loadType: LoadType, context: Context): void {
  const carried = sourceSystemInfo[sourceSystem].loadTypes;
  if (!carried.includes(loadType)) {
    addIssue(context, ['loadType'], `${sourceSystem} carries only ${carried.join(', ')}.`);
  }
}

const flagFields = {
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

// Tenders: a shipment for one carrier, possibly already under way when a source system imports it.
export const importableShipmentStates = [
  'TENDERED',
  'CARRIER_ASSIGNMENT',
  'DRIVER_ASSIGNMENT',
  'IN_TRANSIT',
  'DELIVERED_NEEDS_PPWK',
  'DELIVERED_WITH_PPWK',
] as const;
export type ImportableShipmentState = (typeof importableShipmentStates)[number];
const statesWithDriver: readonly ImportableShipmentState[] = [
  'DRIVER_ASSIGNMENT',
  'IN_TRANSIT',
  'DELIVERED_NEEDS_PPWK',
  'DELIVERED_WITH_PPWK',
];
const statesUnderWay: readonly ImportableShipmentState[] = [
  'IN_TRANSIT',
  'DELIVERED_NEEDS_PPWK',
  'DELIVERED_WITH_PPWK',
];

const referenceSchema = z.object({ type: text(40), value: text(50), display: z.boolean().default(true) });
const commoditySchema = z.object({
  description: text(200),
  packagingType: text(40).optional(),
  weight: z.number().nonnegative().max(1_000_000).optional(),
  weightUnit: text(10).optional(),
  unitCount: z.int().nonnegative().max(1_000_000).optional(),
  grossWeight: z.number().nonnegative().max(1_000_000).optional(),
  grossWeightUnit: text(10).optional(),
});
const shipmentStopSchema = z.object({
  ...stopFields,
  locationId: text(64).optional(),
  locationNotes: text(1_000).optional(),
  commodities: z.array(commoditySchema).max(50).default([]),
  references: z.array(referenceSchema).max(20).default([]),
  actualArrival: zonedDateTimeSchema.optional(),
  actualDeparture: zonedDateTimeSchema.optional(),
});
const partySchema = z.object({
  partyId: text(64),
  partyType: z.string().trim().toUpperCase().min(1).max(40),
  partyName: text(120).optional(),
  partyEmail: z.email().max(200).optional(),
  partyPhone: text(30).optional(),
});
const costItemSchema = z.object({
  description: text(200),
  rate: decimalSchema(4).optional(),
  rateQualifier: text(20).optional(),
  quantity: decimalSchema(2).optional(),
  totalAmount: moneySchema,
});

const tenderFieldsSchema = z.object({
  commonCarrierId: text(40),
  orderId: text(64).optional(),
  division: text(40).optional(),
  ...flagFields,
  equipmentType: text(40).optional(),
  capacityType: text(40).optional(),
  isDrayRoute: z.boolean().default(false),
  readyDateTime: zonedDateTimeSchema.optional(),
  currency: currencySchema.default('USD'),
  offeredRate: moneySchema.optional(),
  carrierPro: text(30).optional(),
  state: z.enum(importableShipmentStates).default('TENDERED'),
  driver: z
    .object({
      upn: z
        .email()
        .max(200)
        .transform((upn) => upn.toLowerCase()),
    })
    .optional(),
  stops: z.array(shipmentStopSchema).min(2).max(30),
  references: z.array(referenceSchema).max(30).default([]),
  services: z.array(text(200)).max(30).default([]),
  notes: z
    .array(z.object({ noteType: text(40).optional(), text: text(2_000) }))
    .max(30)
    .default([]),
  involvedParties: z.array(partySchema).min(1).max(20),
  costItems: z.array(costItemSchema).max(30).default([]),
});
export type TenderShipmentPayload = z.input<typeof tenderFieldsSchema>;
export type TenderShipmentInput = z.output<typeof tenderFieldsSchema>;

/** Actual times: only shipments under way have them, completed stops come first, delivered means all departed. */
function checkActuals(tender: TenderShipmentInput, context: Context): void {
  const isUnderWay = statesUnderWay.includes(tender.state);
  let isOpenStopSeen = false;
  tender.stops.forEach((stop, index) => {
    const at = (field: string) => ['stops', index, field];
    const hasActual = stop.actualArrival !== undefined || stop.actualDeparture !== undefined;
    if (hasActual && !isUnderWay)
      addIssue(context, at('actualArrival'), `A ${tender.state} shipment has no actual times.`);
    if (stop.actualDeparture && !stop.actualArrival)
      addIssue(context, at('actualArrival'), 'A departure needs an arrival.');
    if (stop.actualDeparture && stop.actualArrival && stop.actualDeparture < stop.actualArrival) {
      addIssue(context, at('actualDeparture'), 'The departure cannot be before the arrival.');
    }
    if (hasActual && isOpenStopSeen)
      addIssue(context, at('actualArrival'), 'Stops are completed in sequence.');
    if (!stop.actualDeparture) isOpenStopSeen = true;
    if (tender.state !== 'IN_TRANSIT' && isUnderWay && !stop.actualDeparture) {
      addIssue(context, at('actualDeparture'), 'A delivered shipment has a departure at every stop.');
    }
  });
  const last = tender.stops[tender.stops.length - 1];
  if (tender.state === 'IN_TRANSIT') {
    if (!tender.stops[0]?.actualArrival)
      addIssue(context, ['stops', 0, 'actualArrival'], 'An in-transit shipment has started.');
    if (last?.actualDeparture)
      addIssue(
        context,
        ['stops', tender.stops.length - 1, 'actualDeparture'],
        'An in-transit shipment is not delivered yet.',
      );
  }
}

const tenderSchemas = new Map<SourceSystem, z.ZodType<TenderShipmentInput, TenderShipmentPayload>>();

/** A tendered (or imported) shipment as the given source system may send it. */
export function tenderShipmentSchema(sourceSystem: SourceSystem) {
  let schema = tenderSchemas.get(sourceSystem);
  if (!schema) {
    schema = tenderFieldsSchema.superRefine((tender, context) => {
      checkLoadType(sourceSystem, tender.loadType, context);
      checkStops(tender.stops, context);
      checkActuals(tender, context);
      if (!tender.involvedParties.some((party) => party.partyType === 'CUSTOMER')) {
        addIssue(context, ['involvedParties'], 'A CUSTOMER party is required.');
      }
      if (tender.state === 'DRIVER_ASSIGNMENT' && !tender.driver)
        addIssue(context, ['driver', 'upn'], 'A driver-assigned shipment needs its driver.');
      if (tender.driver && !statesWithDriver.includes(tender.state)) {
        addIssue(context, ['driver'], `A ${tender.state} shipment has no driver yet.`);
      }
      if (tender.state === 'TENDERED' && tender.offeredRate === undefined && tender.costItems.length === 0) {
        addIssue(context, ['offeredRate'], 'A tender needs an offered rate or cost items.');
      }
    });
    tenderSchemas.set(sourceSystem, schema);
  }
  return schema;
}

export const paymentStatusSchema = z.object({ paymentStatus: z.enum(paymentStatuses) });
export type PaymentStatusInput = z.output<typeof paymentStatusSchema>;

// Booking decisions of source systems (decision 014).
export const bookingDecisionParamsSchema = z.object({ bookingId: z.uuid('Not a booking id.') });
export const bookingDecisionSchema = z.object({
  decision: z.enum(bookingDecisions, 'Decision must be CONFIRMED or WITHDRAWN.'),
});
export const bookingListQuerySchema = z.object({
  status: z.enum(bookingStatuses, `Status must be one of ${bookingStatuses.join(', ')}.`).default('PENDING'),
});

// The event feed of a source system (decision 018): after the last event id it has read, a page at a time.
export const shipmentEventPageDefault = 100;
export const shipmentEventPageMax = 500;
const cursorMessage = 'after must be an event id: a whole number, 0 or more.';
const pageLimitMessage = `limit must be a whole number from 1 to ${shipmentEventPageMax}.`;
// Each parameter once: a repeated one arrives as an array and is refused with the same message.
export const shipmentEventsQuerySchema = z.object({
  after: z
    .string(cursorMessage)
    .regex(/^\d{1,15}$/, cursorMessage)
    .transform(Number)
    .default(0),
  limit: z
    .string(pageLimitMessage)
    .regex(/^\d{1,3}$/, pageLimitMessage)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= shipmentEventPageMax, pageLimitMessage)
    .default(shipmentEventPageDefault),
});
export type ShipmentEventsQuery = z.output<typeof shipmentEventsQuerySchema>;
