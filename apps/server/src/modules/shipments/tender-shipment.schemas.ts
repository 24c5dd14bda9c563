import { z } from 'zod';
import { moneySchema } from '@freight/domain/money-schema';
import type { SourceSystem } from '@freight/domain/source-systems';
import {
  addIssue,
  checkLoadType,
  checkStops,
  currencySchema,
  decimalSchema,
  flagFields,
  stopFields,
  text,
  zonedDateTimeSchema,
  type Context,
} from '../postings/load-posting.schemas';

// A tendered shipment as source systems send it to the integration API: a shipment for one carrier,
// possibly already under way when a source system imports it. Its stops, flags, money and times are
// those of a load posting (postings/load-posting.schemas.ts).
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
/**
 * A trailer activity of a stop (D2-3 stopActivity): the trailer planned to come in or leave with the
 * truck. A stop records a driver's trailer only for an activity it has (D2-5.23, D2-8.09).
 */
const stopActivitySchema = z.object({
  execActivity: z.enum(['TRAILER_IN', 'TRAILER_OUT']),
  tmsActivity: text(40).optional(),
  equipmentId: text(64).optional(),
  equipmentType: text(40).optional(),
  equipmentOwner: text(80).optional(),
  name: text(120).optional(),
  chassisNumber: text(20).optional(),
});
/**
 * A stop's activities when its source planned no trailer: one trailer in and one out, both for the
 * driver to enter (D2-5.08, D2-5.23). An origin stop (O) takes none.
 */
export function unplannedTrailerActivities(stopType: string) {
  return stopType === 'O'
    ? []
    : [{ execActivity: 'TRAILER_IN' as const }, { execActivity: 'TRAILER_OUT' as const }];
}

const shipmentStopSchema = z.object({
  ...stopFields,
  locationId: text(64).optional(),
  locationNotes: text(1_000).optional(),
  commodities: z.array(commoditySchema).max(50).default([]),
  references: z.array(referenceSchema).max(20).default([]),
  activities: z.array(stopActivitySchema).max(10).optional(),
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
      addIssue(context, at('actualArrival'), 'noActualTimes', { state: tender.state });
    if (stop.actualDeparture && !stop.actualArrival)
      addIssue(context, at('actualArrival'), 'departureNeedsArrival');
    if (stop.actualDeparture && stop.actualArrival && stop.actualDeparture < stop.actualArrival) {
      addIssue(context, at('actualDeparture'), 'departureBeforeArrival');
    }
    if (hasActual && isOpenStopSeen) addIssue(context, at('actualArrival'), 'stopsInSequence');
    if (!stop.actualDeparture) isOpenStopSeen = true;
    if (tender.state !== 'IN_TRANSIT' && isUnderWay && !stop.actualDeparture) {
      addIssue(context, at('actualDeparture'), 'deliveredDepartures');
    }
  });
  const last = tender.stops[tender.stops.length - 1];
  if (tender.state === 'IN_TRANSIT') {
    if (!tender.stops[0]?.actualArrival) addIssue(context, ['stops', 0, 'actualArrival'], 'inTransitStarted');
    if (last?.actualDeparture)
      addIssue(context, ['stops', tender.stops.length - 1, 'actualDeparture'], 'inTransitNotDelivered');
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
        addIssue(context, ['involvedParties'], 'customerRequired');
      }
      if (tender.state === 'DRIVER_ASSIGNMENT' && !tender.driver)
        addIssue(context, ['driver', 'upn'], 'driverRequired');
      if (tender.driver && !statesWithDriver.includes(tender.state)) {
        addIssue(context, ['driver'], 'noDriverYet', { state: tender.state });
      }
      if (tender.state === 'TENDERED' && tender.offeredRate === undefined && tender.costItems.length === 0) {
        addIssue(context, ['offeredRate'], 'rateRequired');
      }
    });
    tenderSchemas.set(sourceSystem, schema);
  }
  return schema;
}
