import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@freight/domain/roles';
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
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('members_carrier_idx').on(t.carrierId)],
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

export const transferRequests = pgTable('transfer_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  requestedCarrierId: uuid('requested_carrier_id')
    .notNull()
    .references(() => carriers.id, { onDelete: 'cascade' }),
  roles: text('roles').array().$type<Role[]>().notNull(),
  status: text('status').notNull().default('PENDING'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
