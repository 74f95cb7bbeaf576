import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/locales';

/** Which messages of a language are loaded: the first paint's few (decision 026) or all of them. */
export type CatalogPart = 'shell' | 'full';

// The shell's messages, cut from the full catalog at build time (scripts/build/shellCatalog.ts).
const shellCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  it: () => import('../../locales/it/messages.po?shell'),
  en: () => import('../../locales/en/messages.po?shell'),
  de: () => import('../../locales/de/messages.po?shell'),
};

const loaded: Record<CatalogPart, Set<Locale>> = { shell: new Set(), full: new Set() };
// Once a screen has asked for the full catalog, a change of language loads the full one too.
let fullWanted = false;

async function load(locale: Locale, part: CatalogPart) {
  if (loaded.full.has(locale) || loaded[part].has(locale)) return;
  const { messages } = await (part === 'full' ? import(`../../locales/${locale}/messages.po`) : shellCatalogs[locale]());
  i18n.load(locale, messages);
  loaded[part].add(locale);
}

/**
 * Loads the language's compiled catalog (its own small chunk) and makes it the active one. The
 * first render asks for the shell's part only; lazy screens call `loadFullCatalog` first.
 */
export async function activateLocale(locale: Locale, part: CatalogPart = 'full') {
  await load(locale, fullWanted ? 'full' : part);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Every message of the active language: awaited by whatever renders beyond the shell. */
export function loadFullCatalog(locale = i18n.locale as Locale): Promise<void> {
  fullWanted = true;
  return load(locale, 'full');
}

/** Intl locale tags for money and dates. */
export const intlLocale: Record<Locale, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };

export { i18n };
