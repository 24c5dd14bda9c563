import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExecutionStatus, PaymentStatus, ShipmentState } from '@freight/domain/shipment-states';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { EquipmentFlow, StopType } from '@freight/domain/stops';
import { carriers } from './carriers';
import { createdAt, updatedAt, zoned } from './columns';
import { loadPostings } from './loads';
import { members } from './members';

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: text('shipment_id').notNull().unique(),
    orderId: text('order_id'),
    // Set when the shipment came from booking a posting. Unique: a load can be booked only once,
    // whatever the code above does (the database is the last line of defence against double booking).
    loadPostingId: uuid('load_posting_id')
      .unique()
      .references(() => loadPostings.id),
    sourceSystem: text('source_system').$type<SourceSystem>().notNull(),
    division: text('division'),
    loadType: text('load_type').notNull(),
    transportMode: text('transport_mode').notNull(),
    equipmentType: text('equipment_type'),
    capacityType: text('capacity_type'),
    shipmentState: text('shipment_state').$type<ShipmentState>().notNull(),
    driverAssignmentStatus: text('driver_assignment_status'),
    assignmentStatus: text('assignment_status'),
    documentStatus: text('document_status'),
    executionStatus: text('execution_status').$type<ExecutionStatus>(),
    assignedCarrierId: uuid('assigned_carrier_id').references(() => carriers.id),
    assignedTmsCarrierId: text('assigned_tms_carrier_id'),
    totalWeight: integer('total_weight').notNull(),
    weightUom: text('weight_uom').notNull().default('lb'),
    totalDistance: numeric('total_distance', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    distanceUom: text('distance_uom').notNull().default('mi'),
    numberOfStops: smallint('number_of_stops').notNull(),
    isHazardous: boolean('is_hazardous').notNull().default(false),
    isHighValue: boolean('is_high_value').notNull().default(false),
    isTemperatureControlled: boolean('is_temperature_controlled').notNull().default(false),
    isGapForDriver: boolean('is_gap_for_driver').notNull().default(false),
    isDrayRoute: boolean('is_dray_route').notNull().default(false),
    managedEquipment: boolean('managed_equipment').notNull().default(false),
    readyDateTime: zoned('ready_date_time'),
    dateTimeZone: text('date_time_zone'),
    costCurrency: text('cost_currency').notNull().default('USD'),
    totalCostCents: integer('total_cost_cents'),
    invoiceCreatedAt: zoned('invoice_created_at'),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    paymentStatusUpdatedAt: zoned('payment_status_updated_at'),
    // The payment tracker (decision 044): when the required documents and the invoice were all in
    // (Delivered With Paperwork), the day the source expects to pay, what it paid and when, and the
    // source's note (what a dispute is about).
    paperworkCompletedAt: zoned('paperwork_completed_at'),
    paymentScheduledFor: date('payment_scheduled_for', { mode: 'string' }),
    paidAt: zoned('paid_at'),
    paidAmountCents: integer('paid_amount_cents'),
    paymentNote: text('payment_note'),
    predecessorShipmentId: text('predecessor_shipment_id'),
    successorShipmentId: text('successor_shipment_id'),
    startCity: text('start_city'),
    startState: text('start_state'),
    startCountry: text('start_country'),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    startDateTime: zoned('start_date_time'),
    // When the server started the trip (the start time above is the one the driver declares, which may be
    // later): the tracking window opens here (decisions 034, 038).
    tripStartedAt: zoned('trip_started_at'),
    automatedTrackingInProgress: boolean('automated_tracking_in_progress').notNull().default(false),
    geoTrackingStatus: text('geo_tracking_status'),
    gpsTrackingStatus: smallint('gps_tracking_status').notNull().default(0),
    carrierPro: text('carrier_pro'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_carrier_state_idx').on(t.assignedCarrierId, t.shipmentState),
    // A source system tenders an order once; a retried or racing tender cannot create a twin.
    uniqueIndex('shipments_source_order_uq')
      .on(t.sourceSystem, t.orderId)
      .where(sql`order_id is not null`),
    // Manage Financial (decision 047): a carrier's delivered loads not yet paid, and its paid ones by
    // date; partial, so the many paid loads of an old carrier cost the open view nothing.
    index('shipments_carrier_unpaid_idx')
      .on(t.assignedCarrierId)
      .where(
        sql`shipment_state in ('DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK') and payment_status is distinct from 'PAID'`,
      ),
    index('shipments_carrier_paid_idx')
      .on(t.assignedCarrierId, t.paidAt)
      .where(
        sql`shipment_state in ('DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK') and payment_status = 'PAID'`,
      ),
    // "Carrier Pro already exist": a PRO number is unique within a carrier.
    uniqueIndex('shipments_carrier_pro_uq')
      .on(t.assignedCarrierId, t.carrierPro)
      .where(sql`carrier_pro is not null`),
  ],
);

export const shipmentStops = pgTable(
  'shipment_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    stopId: text('stop_id').notNull(),
    locationId: text('location_id'),
    sequenceNo: smallint('sequence_no').notNull(),
    stopType: text('stop_type').$type<StopType>().notNull(),
    locationName: text('location_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code'),
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    plannedArrival: zoned('planned_arrival'),
    plannedDeparture: zoned('planned_departure'),
    plannedEta: zoned('planned_eta'),
    estimatedArrival: zoned('estimated_arrival'),
    estimatedDeparture: zoned('estimated_departure'),
    actualEta: zoned('actual_eta'),
    actualArrival: zoned('actual_arrival'),
    actualDeparture: zoned('actual_departure'),
    appointmentEarly: zoned('appointment_early'),
    appointmentLate: zoned('appointment_late'),
    appointmentState: text('appointment_state'),
    estimatedStopDuration: integer('estimated_stop_duration'),
    estimatedStopDurationUnit: text('estimated_stop_duration_unit'),
    isEquipmentIdSet: boolean('is_equipment_id_set').notNull().default(false),
    isTrailerInSet: boolean('is_trailer_in_set').notNull().default(false),
    locationDisposition: text('location_disposition'),
    deadHead: numeric('dead_head', { precision: 9, scale: 1, mode: 'number' }),
    locationNotes: text('location_notes'),
    lateArrivalReason: text('late_arrival_reason'),
  },
  (t) => [uniqueIndex('shipment_stops_seq_uq').on(t.shipmentId, t.sequenceNo)],
);

export const stopActivities = pgTable(
  'stop_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => shipmentStops.id, { onDelete: 'cascade' }),
    seqNo: smallint('seq_no').notNull(),
    execActivity: text('exec_activity').notNull(),
    tmsActivity: text('tms_activity'),
    equipmentId: text('equipment_id'),
    equipmentType: text('equipment_type'),
    equipmentOwner: text('equipment_owner'),
    equipmentFlow: text('equipment_flow').$type<EquipmentFlow>().notNull().default('NA'),
    name: text('name'),
    chassisNumber: text('chassis_number'),
  },
  (t) => [index('stop_activities_stop_idx').on(t.stopId)],
);

export const stopCommodities = pgTable(
  'stop_commodities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => shipmentStops.id, { onDelete: 'cascade' }),
    commoditySeq: smallint('commodity_seq').notNull(),
    description: text('description').notNull(),
    packagingType: text('packaging_type'),
    weight: numeric('weight', { precision: 12, scale: 2, mode: 'number' }),
    weightUnit: text('weight_unit'),
    unitCount: integer('unit_count'),
    grossWeight: numeric('gross_weight', { precision: 12, scale: 2, mode: 'number' }),
    grossWeightUnit: text('gross_weight_unit'),
  },
  (t) => [index('stop_commodities_stop_idx').on(t.stopId)],
);

export const shipmentReferences = pgTable(
  'shipment_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id').references(() => shipmentStops.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
    display: boolean('display').notNull().default(true),
    // Who added the reference in the app (Add Reference, D2-4.62); null for the source's own.
    createdBy: uuid('created_by').references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_references_shipment_idx').on(t.shipmentId),
    index('shipment_references_value_idx').on(t.value),
  ],
);

export const shipmentServices = pgTable(
  'shipment_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    serviceDescription: text('service_description').notNull(),
  },
  (t) => [index('shipment_services_shipment_idx').on(t.shipmentId)],
);

export const shipmentInvolvedParties = pgTable(
  'shipment_involved_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    partyId: text('party_id').notNull(),
    partyType: text('party_type').notNull(),
    partyName: text('party_name'),
    partyEmail: text('party_email'),
    partyPhone: text('party_phone'),
  },
  (t) => [index('shipment_parties_shipment_idx').on(t.shipmentId)],
);

export const shipmentNotes = pgTable(
  'shipment_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    noteType: text('note_type'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shipment_notes_shipment_idx').on(t.shipmentId)],
);

export const shipmentCostItems = pgTable(
  'shipment_cost_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }),
    rateQualifier: text('rate_qualifier'),
    quantity: numeric('quantity', { precision: 12, scale: 2 }),
    totalAmountCents: integer('total_amount_cents').notNull(),
  },
  (t) => [index('shipment_cost_items_shipment_idx').on(t.shipmentId)],
);

export const tenderStatuses = ['OFFERED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type TenderStatus = (typeof tenderStatuses)[number];

export const shipmentTenderedCarriers = pgTable(
  'shipment_tendered_carriers',
  {
    recordId: bigint('record_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    offeredRateCents: integer('offered_rate_cents'),
    status: text('status').$type<TenderStatus>().notNull().default('OFFERED'),
    declineReasonCode: text('decline_reason_code'),
    respondedBy: uuid('responded_by').references(() => members.id),
    respondedAt: zoned('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tendered_carriers_shipment_carrier_uq').on(t.shipmentId, t.carrierId)],
);

export const assignmentTransactionTypes = ['Assign Driver', 'Unassign Driver'] as const;
export type AssignmentTransactionType = (typeof assignmentTransactionTypes)[number];
/** CONFIRMED, or PENDING while the source system has not confirmed the assignment yet (D2-4.20). */
export type AssignmentConfirmation = 'CONFIRMED' | 'PENDING';

// Every assignment and unassignment is a new row; the one with the highest transactionId decides.
export const assignmentTransactions = pgTable(
  'assignment_transactions',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type').$type<AssignmentTransactionType>().notNull(),
    driverMemberId: uuid('driver_member_id').references(() => members.id),
    driverName: text('driver_name'),
    driverEmail: text('driver_email'),
    driverPhone: text('driver_phone'),
    tractorNumber: text('tractor_number'),
    status: text('status').$type<AssignmentConfirmation>().notNull().default('CONFIRMED'),
    createdBy: uuid('created_by').references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [index('assignment_transactions_shipment_idx').on(t.shipmentId, t.transactionId)],
);

export const carrierIntents = pgTable('carrier_intents', {
  id: uuid('id').primaryKey().defaultRandom(),
  shipmentId: uuid('shipment_id')
    .notNull()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  carrierId: uuid('carrier_id')
    .notNull()
    .references(() => carriers.id),
  intent: text('intent').notNull(),
  dispatcherName: text('dispatcher_name'),
  eventAt: zoned('event_at').notNull(),
  createdAt: createdAt(),
});
