import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentType } from '@freight/domain/stops';
import { createdAt } from './columns';
import { members } from './members';
import { shipments } from './shipments';

// A file attached to a shipment. The bytes live in the object store under a server-made key.
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentNumber: text('document_number').notNull(),
    displayName: text('display_name').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    rank: integer('rank').notNull().default(1),
    source: text('source').notNull().default('FILE'),
    invoiceNumber: text('invoice_number'),
    // Related documents are those of an associated dray route (D2-6).
    isRelated: boolean('is_related').notNull().default(false),
    uploadedBy: uuid('uploaded_by').references(() => members.id),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_shipment_idx').on(t.shipmentId),
    // The marketplace lists one rate confirmation per shipment, whichever process draws it (decision 054).
    uniqueIndex('documents_system_rate_confirmation_uq')
      .on(t.shipmentId)
      .where(sql`document_type = 'rateConfirmation' and source = 'SYSTEM'`),
  ],
);
