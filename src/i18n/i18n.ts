import { i18n } from '@lingui/core';
import type { Locale } from '../../domain/locales';

const loaded = new Set<Locale>();

/** Loads the language's compiled catalog (its own small chunk) and makes it the active one. */
export async function activateLocale(locale: Locale) {
  if (!loaded.has(locale)) {
    const { messages } = await import(`../../locales/${locale}/messages.po`);
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Intl locale tags for money and dates. */
export const intlLocale: Record<Locale, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };

export { i18n };
