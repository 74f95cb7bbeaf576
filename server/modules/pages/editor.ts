import { and, asc, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  PAGE_VERSIONS_LISTED,
  type EditablePage,
  type EditablePageSummary,
  type PageVersionWire,
} from '../../../domain/pageEditor';
import type { Db, Tx } from '../../db/client';
import { pages, pageVersions } from '../../db/schema';
import type { UserRow } from '../../http/session';
import { recordStaffAction } from '../frontDesk/staffLog';
import { sanitizePageBody } from './sanitize';

type PageRow = typeof pages.$inferSelect;

const summary = (row: PageRow): EditablePageSummary => ({
  id: row.id,
  slug: row.slug,
  locale: row.locale as Locale,
  title: row.title,
  updated_at: row.updatedAt.toISOString(),
});

/** Every static page in every language, for the editor's list. */
export async function listEditablePages(db: Db): Promise<EditablePageSummary[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug), asc(pages.locale));
  return rows.map(summary);
}

/** A page with its stored body and its latest earlier versions; null when there is none. */
export async function editablePage(db: Db, id: number): Promise<EditablePage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) return null;
  const versions = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.pageId, id))
    .orderBy(desc(pageVersions.replacedAt), desc(pageVersions.id))
    .limit(PAGE_VERSIONS_LISTED);
  return { ...summary(row), body: row.body, versions: versions.map(versionWire) };
}

const versionWire = (row: typeof pageVersions.$inferSelect): PageVersionWire => ({
  id: row.id,
  saved_at: row.savedAt.toISOString(),
  replaced_at: row.replacedAt.toISOString(),
  replaced_by_email: row.replacedByEmail,
  length: row.body.length,
});

/**
 * Stores a new body for a page, sanitised by the one allow-list, keeping the body it replaces as
 * a version; the page row is locked so two saves at once keep both earlier bodies. False when
 * the page does not exist. A body that sanitises to what is stored already changes nothing.
 */
async function replaceBody(tx: Tx, id: number, html: string, user: UserRow): Promise<PageRow | null> {
  const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
  if (!current) return null;
  const body = await sanitizePageBody(html);
  if (body === current.body) return current;
  await tx.insert(pageVersions).values({
    pageId: id,
    title: current.title,
    body: current.body,
    savedAt: current.updatedAt,
    replacedBy: user.id,
    replacedByEmail: user.email,
  });
  const [saved] = await tx.update(pages).set({ body, updatedAt: new Date() }).where(eq(pages.id, id)).returning();
  return saved;
}

/** The editor's save: a new body, recorded in the staff log. Null when the page does not exist. */
export async function savePageBody(db: Db, id: number, html: string, user: UserRow): Promise<EditablePage | null> {
  const saved = await db.transaction(async (tx) => {
    const page = await replaceBody(tx, id, html, user);
    if (page)
      await recordStaffAction(tx as unknown as Db, user, 'page.save', {
        page_id: id,
        slug: page.slug,
        locale: page.locale,
      });
    return page;
  });
  return saved ? editablePage(db, id) : null;
}

/**
 * Restores an earlier version: a new save of that body (so the body it replaces becomes a
 * version in turn). Null when the page or the version (of this page) does not exist.
 */
export async function restorePageVersion(
  db: Db,
  id: number,
  versionId: number,
  user: UserRow,
): Promise<EditablePage | null> {
  const restored = await db.transaction(async (tx) => {
    const [version] = await tx
      .select({ body: pageVersions.body })
      .from(pageVersions)
      .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageId, id)));
    if (!version) return null;
    const page = await replaceBody(tx, id, version.body, user);
    if (page)
      await recordStaffAction(tx as unknown as Db, user, 'page.restore', {
        page_id: id,
        slug: page.slug,
        locale: page.locale,
        version_id: versionId,
      });
    return page;
  });
  return restored ? editablePage(db, id) : null;
}
