import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@freight/domain/roles';
import type { Language } from '@freight/locales/languages';
import { carriers } from './carriers';
import { createdAt, updatedAt, zoned } from './columns';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The user principal name: the sign-in e-mail, stored lower-case because people type it in any case.
    upn: text('upn').notNull().unique(),
    carrierId: uuid('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    email: text('email'),
    mobileNumber: text('mobile_number'),
    countryCode: text('country_code').notNull().default('+1'),
    image: text('image'),
    tractorNumber: text('tractor_number'),
    carrierUsDotNo: text('carrier_usdot_no'),
    carrierMcNo: text('carrier_mc_no'),
    // LO3 marks an owner-operator who assigns themself right after booking (D1-4 book result).
    userType: text('user_type'),
    registered: boolean('registered').notNull().default(false),
    active: boolean('active').notNull().default(true),
    requestedRoles: text('requested_roles').array().$type<Role[]>().notNull().default([]),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressType: text('address_type'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    campaignSource: text('campaign_source'),
    campaignMedium: text('campaign_medium'),
    campaignName: text('campaign_name'),
    lastLoginAt: zoned('last_login_at'),
    // The language the server writes to this member in (mails, pushes, SMS; decision 064): chosen in the
    // app, else the one their app last sent with a call. Null until either is known: English.
    language: text('language').$type<Language>(),
    languageChosen: boolean('language_chosen').notNull().default(false),
    // Set when the member deleted their account: their personal data is gone, the row stays so that
    // the shipments they drove keep their history (decision 055).
    deletedAt: zoned('deleted_at'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('members_carrier_idx').on(t.carrierId),
    // Manage Users pages a carrier's members by name (decision 055): the index hands them out in order.
    index('members_carrier_name_idx').on(
      t.carrierId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.upn,
    ),
    // Add User finds a person by their mobile number (validateUserByIdentifier, D3-4.13), typed with
    // or without punctuation: its digits alone are indexed.
    index('members_mobile_digits_idx').on(sql`regexp_replace(${t.mobileNumber}, '[^0-9]', '', 'g')`),
  ],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.role] })],
);

/** PENDING until the member answers: AGREED moves them, DECLINED leaves them where they are. */
export type TransferStatus = 'PENDING' | 'AGREED' | 'DECLINED';

// A request to move a member to another carrier (D3-3.20, D3-4.14, D3-4.32), kept as the audit of who
// asked (requested_by and their name at the time), from which carrier, and when the member answered.
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestedCarrierId: uuid('requested_carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    roles: text('roles').array().$type<Role[]>().notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('PENDING'),
    fromCarrierId: uuid('from_carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => members.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name'),
    answeredAt: zoned('answered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open request per member and carrier: asking again while one waits changes nothing.
    uniqueIndex('transfer_requests_pending_uq')
      .on(t.memberId, t.requestedCarrierId)
      .where(sql`status = 'PENDING'`),
  ],
);
