import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  PHOTO_LIMITS,
  photoMessages,
  photoUrl,
  type PhotoOwner,
  type PhotoWire,
  type StoredPhoto,
} from '../../../domain/photos';
import type { Db, Tx } from '../../db/client';
import { photos, products, roomCategories, staffActions, type Localized, type PhotoOwnerKind } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { processImage } from './images';

type PhotoRow = typeof photos.$inferSelect;
type Actor = Pick<UserRow, 'id' | 'email'>;

const KIND: Record<PhotoOwner, PhotoOwnerKind> = {
  'room-categories': 'room_category',
  'day-spa-products': 'day_spa_product',
};

const wire = (row: Omit<PhotoRow, 'data'>): PhotoWire => ({
  id: row.id,
  url: photoUrl(row.hash),
  width: row.width,
  height: row.height,
  alt: row.alt,
  position: row.position,
  file_name: row.fileName,
});

/** Every column but the bytes: lists never read them. */
const listed = {
  id: photos.id,
  ownerKind: photos.ownerKind,
  ownerId: photos.ownerId,
  position: photos.position,
  alt: photos.alt,
  hash: photos.hash,
  contentType: photos.contentType,
  width: photos.width,
  height: photos.height,
  fileName: photos.fileName,
  createdAt: photos.createdAt,
};

/**
 * Locks the photo's owner row (a room category, or a day-spa product), so two uploads or an
 * upload and a reordering of the same owner are decided one after the other; 404 when it is not.
 */
async function lockOwner(tx: Tx, owner: PhotoOwner, ownerId: number): Promise<string> {
  if (owner === 'room-categories') {
    const [row] = await tx
      .select({ slug: roomCategories.slug })
      .from(roomCategories)
      .where(eq(roomCategories.id, ownerId))
      .for('update');
    if (!row) throw new HttpError(404, photoMessages.ownerNotFound);
    return row.slug;
  }
  const [row] = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.id, ownerId), eq(products.kind, 'day_spa')))
    .for('update');
  if (!row) throw new HttpError(404, photoMessages.ownerNotFound);
  return row.slug;
}

const ownedBy = (owner: PhotoOwner, ownerId: number) =>
  and(eq(photos.ownerKind, KIND[owner]), eq(photos.ownerId, ownerId));

export async function listPhotos(db: Db, owner: PhotoOwner, ownerId: number): Promise<PhotoWire[]> {
  const rows = await db
    .select(listed)
    .from(photos)
    .where(ownedBy(owner, ownerId))
    .orderBy(asc(photos.position), asc(photos.id));
  return rows.map(wire);
}

/** Every photo of one kind of owner, in order (the rooms screen lists all categories at once). */
export async function photosOfKind(db: Db, owner: PhotoOwner): Promise<(PhotoWire & { ownerId: number })[]> {
  const rows = await db
    .select(listed)
    .from(photos)
    .where(eq(photos.ownerKind, KIND[owner]))
    .orderBy(asc(photos.ownerId), asc(photos.position), asc(photos.id));
  return rows.map((row) => ({ ...wire(row), ownerId: row.ownerId }));
}

/** One owner's photos as the guest side reads them (no bytes). */
export async function photosOf(db: Db, owner: PhotoOwner, ownerId: number): Promise<StoredPhoto[]> {
  return db
    .select({ hash: photos.hash, width: photos.width, height: photos.height, alt: photos.alt })
    .from(photos)
    .where(ownedBy(owner, ownerId))
    .orderBy(asc(photos.position), asc(photos.id));
}

async function logPhoto(tx: Tx, actor: Actor, action: string, subject: Record<string, string | number>) {
  await tx.insert(staffActions).values({ userId: actor.id, userEmail: actor.email, action, subject });
}

export interface Upload {
  fileName: string;
  data: Buffer;
  alt: Localized;
}

/**
 * Adds a photo at the end of its owner's (docs/product.md §12.18): decoded and re-encoded first,
 * outside the transaction; a file that is not a JPEG, PNG or WebP image is refused next to the
 * field and nothing is saved. The staff log keeps the file's name and size, never its bytes.
 */
export async function addPhoto(
  db: Db,
  actor: Actor,
  owner: PhotoOwner,
  ownerId: number,
  upload: Upload,
  locale: Locale,
): Promise<PhotoWire> {
  const image = await processImage(upload.data);
  if (!image) throw fieldError('photo', photoMessages.photoFormat, locale);
  return db.transaction(async (tx) => {
    const slug = await lockOwner(tx, owner, ownerId);
    const [{ count, last }] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${photos.position}), 0)::int` })
      .from(photos)
      .where(ownedBy(owner, ownerId));
    if (count >= PHOTO_LIMITS.perOwner) throw fieldError('photo', photoMessages.photoTooMany, locale);
    const [row] = await tx
      .insert(photos)
      .values({
        ownerKind: KIND[owner],
        ownerId,
        position: last + 1,
        alt: upload.alt,
        hash: image.hash,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        data: image.data,
        fileName: upload.fileName,
      })
      .returning(listed);
    await logPhoto(tx, actor, 'photo.add', {
      [KIND[owner]]: slug,
      file_name: upload.fileName,
      size: upload.data.length,
      stored: `${image.width}×${image.height} ${image.data.length} B`,
    });
    return wire(row);
  });
}

/**
 * The photo, its owner's row locked first (as an upload does: the same order everywhere, so two
 * changes of one owner's photos wait for each other instead of deadlocking), then its own row.
 */
async function lockedPhoto(
  tx: Tx,
  id: number,
): Promise<{ row: Omit<PhotoRow, 'data'>; owner: PhotoOwner; slug: string }> {
  const [seen] = await tx.select(listed).from(photos).where(eq(photos.id, id));
  if (!seen) throw new HttpError(404, photoMessages.photoNotFound);
  const owner: PhotoOwner = seen.ownerKind === 'room_category' ? 'room-categories' : 'day-spa-products';
  const slug = await lockOwner(tx, owner, seen.ownerId);
  const [row] = await tx.select(listed).from(photos).where(eq(photos.id, id)).for('update');
  if (!row) throw new HttpError(404, photoMessages.photoNotFound);
  return { row, owner, slug };
}

/**
 * A photo's alt text in every language and its place among its owner's (1 is first): the others
 * move up or down to make room, so the order stays 1, 2, 3…
 */
export function updatePhoto(
  db: Db,
  actor: Actor,
  id: number,
  values: { alt: Localized; position: number },
): Promise<PhotoWire> {
  return db.transaction(async (tx) => {
    const { row: seen, owner, slug } = await lockedPhoto(tx, id);
    const siblings = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(ownedBy(owner, seen.ownerId))
      .orderBy(asc(photos.position), asc(photos.id));
    const order = siblings.map((s) => s.id).filter((other) => other !== id);
    const at = Math.min(Math.max(values.position, 1), order.length + 1) - 1;
    order.splice(at, 0, id);
    for (const [index, photoId] of order.entries())
      await tx
        .update(photos)
        .set({ position: index + 1 })
        .where(eq(photos.id, photoId));
    const [row] = await tx.update(photos).set({ alt: values.alt }).where(eq(photos.id, id)).returning(listed);
    await logPhoto(tx, actor, 'photo.update', {
      [seen.ownerKind]: slug,
      file_name: seen.fileName,
      before: JSON.stringify({ position: seen.position, alt: seen.alt }),
      after: JSON.stringify({ position: row.position, alt: row.alt }),
    });
    return wire(row);
  });
}

/** Removes a photo; its address stops answering (a browser's cached copy may linger, no page links it). */
export function removePhoto(db: Db, actor: Actor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { row: seen, slug } = await lockedPhoto(tx, id);
    await tx.delete(photos).where(eq(photos.id, id));
    await logPhoto(tx, actor, 'photo.remove', { [seen.ownerKind]: slug, file_name: seen.fileName });
  });
}

/** The bytes behind a public address, by hash (the same file uploaded twice is the same image). */
export async function photoByHash(db: Db, hash: string): Promise<{ data: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ data: photos.data, contentType: photos.contentType })
    .from(photos)
    .where(eq(photos.hash, hash))
    .limit(1);
  return row ?? null;
}
