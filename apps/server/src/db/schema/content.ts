import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

// Editorial content: terms and conditions per load type, FAQ, site news, home banner, help, legal.
export const content = pgTable(
  'content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    // A help card's video (D3-2.67 menu shape): an https address the app links to; null for most.
    videoUrl: text('video_url'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_type_key_locale_uq').on(t.contentType, t.key, t.locale)],
);

// Remote-config overrides per environment, merged onto the typed defaults of packages/domain.
export const configuration = pgTable('configuration', {
  env: text('env').primaryKey(),
  overrides: jsonb('overrides').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});
