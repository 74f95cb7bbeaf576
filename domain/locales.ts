/** The site's languages; Italian is the default for visitors whose browser says nothing we speak. */
export const LOCALES = ['it', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
/** Intl tags for each site language (number and date conventions). */
export const INTL_LOCALE: Record<Locale, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language of an Accept-Language header, else the default. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const tags = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (tags.find((t) => isLocale(t.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** A text in each language; the type makes a missing translation a compile error. */
export type Translations = Record<Locale, string>;

/** Fills `{name}` placeholders. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** True for a `{it, en, de}` text (e.g. a message object carried inside an error). */
export function isTranslations(value: unknown): value is Translations {
  return (
    typeof value === 'object' &&
    value !== null &&
    LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}
