import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '@domain/locales';

/**
 * The journeys whose first screen awaits only its own messages (decision 034); where each part is
 * cut from is src/app/earlyModules.ts's SCREEN_CATALOGS, which must name exactly these.
 */
export type ScreenCatalog = 'booking' | 'daySpa' | 'deposit';

/** Which messages of a language are loaded: the first paint's few (decision 026), a journey's (decision 034) or all of them. */
export type CatalogPart = 'shell' | ScreenCatalog | 'full';

type CatalogLoader = () => Promise<{ messages: Messages }>;

// The parts are cut from the full catalog at build time (scripts/build/catalogParts.ts). Written
// out, language by language, so that the bundler makes each a chunk of its own.
const partLoaders: Record<Exclude<CatalogPart, 'full'>, Record<Locale, CatalogLoader>> = {
  shell: {
    it: () => import('../../locales/it/messages.po?shell'),
    en: () => import('../../locales/en/messages.po?shell'),
    de: () => import('../../locales/de/messages.po?shell'),
  },
  booking: {
    it: () => import('../../locales/it/messages.po?screen=booking'),
    en: () => import('../../locales/en/messages.po?screen=booking'),
    de: () => import('../../locales/de/messages.po?screen=booking'),
  },
  daySpa: {
    it: () => import('../../locales/it/messages.po?screen=daySpa'),
    en: () => import('../../locales/en/messages.po?screen=daySpa'),
    de: () => import('../../locales/de/messages.po?screen=daySpa'),
  },
  deposit: {
    it: () => import('../../locales/it/messages.po?screen=deposit'),
    en: () => import('../../locales/en/messages.po?screen=deposit'),
    de: () => import('../../locales/de/messages.po?screen=deposit'),
  },
};

const loaded: Record<CatalogPart, Set<Locale>> = {
  shell: new Set(),
  booking: new Set(),
  daySpa: new Set(),
  deposit: new Set(),
  full: new Set(),
};
// The parts screens have asked for beyond the shell: a change of language loads them in the new one.
const wanted = new Set<Exclude<CatalogPart, 'shell'>>();

async function load(locale: Locale, part: CatalogPart) {
  if (loaded.full.has(locale) || loaded[part].has(locale)) return;
  const { messages } = await (part === 'full'
    ? import(`../../locales/${locale}/messages.po`)
    : partLoaders[part][locale]());
  // Added to the messages already loaded for the language (Lingui merges them).
  i18n.load(locale, messages);
  loaded[part].add(locale);
}

// A part is cut by following a screen's imports; a text that reaches the screen from elsewhere
// would show as its id. Bring the full catalog at once: the screen renders again with it.
i18n.on('missing', ({ locale }) => {
  if (isLocale(locale) && !loaded.full.has(locale)) void load(locale, 'full').catch(() => undefined);
});

/**
 * Loads the language's compiled catalog (its own small chunks) and makes it the active one. The
 * first render asks for the shell's part, with what the route's screen asked for (`loadCatalog`).
 */
export async function activateLocale(locale: Locale, part: CatalogPart = 'full') {
  const parts = wanted.has('full') || part === 'full' ? ['full' as const] : [part, ...wanted];
  await Promise.all(parts.map((each) => load(locale, each)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The messages a screen renders: the shell's (the islands), a journey's own part, or every message of the language. */
export function loadCatalog(locale = i18n.locale as Locale, part: CatalogPart = 'full'): Promise<void> {
  if (part !== 'shell') wanted.add(part);
  return load(locale, part);
}

export { i18n };
