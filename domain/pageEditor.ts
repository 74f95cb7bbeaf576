import type { Locale } from './locales';

/** Wire types of the administrator's page editor (/{lang}/admin/pages). */

/** A static page in one language, as the editor lists it. */
export interface EditablePageSummary {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  updated_at: string;
}

/** An earlier body of a page: when it had been saved, who replaced it and when. */
export interface PageVersionWire {
  id: number;
  saved_at: string;
  replaced_at: string;
  replaced_by_email: string;
  /** Characters of HTML, to tell versions apart at a glance. */
  length: number;
}

/** A page open in the editor: its stored (sanitised) body and its earlier versions, newest first. */
export interface EditablePage extends EditablePageSummary {
  body: string;
  versions: PageVersionWire[];
}

/** How many earlier versions the editor lists (all are kept). */
export const PAGE_VERSIONS_LISTED = 20;
