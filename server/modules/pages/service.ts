import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { sanitizePageBody } from './sanitize';

export interface PublicPage {
  slug: string;
  locale: Locale;
  title: string;
  body: string;
}

/** A static page in one language, its body sanitised; null when there is none. */
export async function findPage(db: Db, slug: string, locale: Locale): Promise<PublicPage | null> {
  const [page] = await db
    .select({ slug: pages.slug, title: pages.title, body: pages.body })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.locale, locale)))
    .limit(1);
  if (!page) return null;
  return { slug: page.slug, locale, title: page.title, body: await sanitizePageBody(page.body) };
}
