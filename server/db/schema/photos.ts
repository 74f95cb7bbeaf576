import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from './catalog';

/** bytea as a Buffer in and out (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type PhotoOwnerKind = 'room_category' | 'day_spa_product';

/**
 * A photo of a room category or a day-spa product (docs/product.md §12.18, decision 050): the
 * image as the server re-encoded it, in the database so that every app process serves it, with
 * its size and a content hash (its public URL, cached for good).
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').$type<PhotoOwnerKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    position: integer('position').notNull(),
    alt: jsonb('alt').$type<Localized>().notNull(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_owner_idx').on(t.ownerKind, t.ownerId, t.position), index('photos_hash_idx').on(t.hash)],
);
