import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export type CarrierSettings = { carrierInvoiceExists: boolean };

export const carriers = pgTable('carriers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  commonCarrierId: text('common_carrier_id').notNull().unique(),
  tmsCarrierId: text('tms_carrier_id'),
  active: boolean('active').notNull().default(true),
  // The source system that owns the carrier record (an ASL carrier is exempt from Get Qualified).
  source: text('source').notNull(),
  scac: text('scac'),
  tier: text('tier'),
  statusCode: text('status_code'),
  mcNumber: text('mc_number'),
  usdotNumber: text('usdot_number'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  postalCode: text('postal_code'),
  modeTruckload: boolean('mode_truckload').notNull().default(true),
  modeLtl: boolean('mode_ltl').notNull().default(false),
  modeIntermodal: boolean('mode_intermodal').notNull().default(false),
  hazmatCertExpirationDate: date('hazmat_cert_expiration_date'),
  hazmat232PermitInd: boolean('hazmat_232_permit_ind').notNull().default(false),
  managedEquipmentCapability: boolean('managed_equipment_capability').notNull().default(false),
  nonManagedEquipmentCapability: boolean('non_managed_equipment_capability').notNull().default(true),
  // A compliance hold (for example expired insurance) makes bookings answer ON_HOLD.
  complianceHoldReason: text('compliance_hold_reason'),
  settings: jsonb('settings').$type<CarrierSettings>().notNull().default({ carrierInvoiceExists: false }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const carrierContacts = pgTable(
  'carrier_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    contactType: text('contact_type'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
  },
  (t) => [index('carrier_contacts_carrier_idx').on(t.carrierId)],
);

export const carrierInsurances = pgTable(
  'carrier_insurances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    insuranceId: text('insurance_id').notNull(),
    policyNumber: text('policy_number'),
    insuranceTypeCode: text('insurance_type_code'),
    insuranceType: text('insurance_type'),
    status: text('status'),
    certificateId: text('certificate_id'),
    limitAmountCents: integer('limit_amount_cents'),
    coverageAmountCents: integer('coverage_amount_cents'),
    policyEffectiveDate: date('policy_effective_date'),
    policyExpirationDate: date('policy_expiration_date'),
  },
  (t) => [index('carrier_insurances_carrier_idx').on(t.carrierId)],
);

export const carrierCertifications = pgTable(
  'carrier_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    certificationCode: text('certification_code').notNull(),
    description: text('description'),
    certificateExpireDate: date('certificate_expire_date'),
    qualificationStatus: text('qualification_status'),
  },
  (t) => [index('carrier_certifications_carrier_idx').on(t.carrierId)],
);
