import { INTL_LOCALE, type Locale } from './locales';

/** One counted word in one language, by CLDR plural category ('#' is the number). */
export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** A counted word in each language: a missing language is a compile error (decision 001). */
export type CountedWord = Record<Locale, PluralForms>;

/**
 * Counted words of the server's texts (mails, messages), with the languages' plural rules
 * through Intl.PluralRules; the SPA has the same through Lingui's ICU `plural`.
 */
export const countedWords = {
  adults: {
    en: { one: '# adult', other: '# adults' },
    it: { one: '# adulto', other: '# adulti' },
    de: { one: '# Erwachsener', other: '# Erwachsene' },
  },
  children: {
    en: { one: '# child', other: '# children' },
    it: { one: '# bambino', other: '# bambini' },
    de: { one: '# Kind', other: '# Kinder' },
  },
  nights: {
    en: { one: '# night', other: '# nights' },
    it: { one: '# notte', other: '# notti' },
    de: { one: '# Nacht', other: '# Nächte' },
  },
  people: {
    en: { one: '# person', other: '# people' },
    it: { one: '# persona', other: '# persone' },
    de: { one: '# Person', other: '# Personen' },
  },
  rooms: {
    en: { one: '# room', other: '# rooms' },
    it: { one: '# camera', other: '# camere' },
    de: { one: '# Zimmer', other: '# Zimmer' },
  },
  minutes: {
    en: { one: '# minute', other: '# minutes' },
    it: { one: '# minuto', other: '# minuti' },
    de: { one: '# Minute', other: '# Minuten' },
  },
  seconds: {
    en: { one: '# second', other: '# seconds' },
    it: { one: '# secondo', other: '# secondi' },
    de: { one: '# Sekunde', other: '# Sekunden' },
  },
} satisfies Record<string, CountedWord>;

const rules = new Map<Locale, Intl.PluralRules>();

/** '2 adulti', '1 Erwachsener': the form the language's rules pick for `count`. */
export function countOf(word: CountedWord, locale: Locale, count: number): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(INTL_LOCALE[locale])));
  const forms = word[locale];
  const form = forms[rule.select(count)] ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(INTL_LOCALE[locale]).format(count));
}
