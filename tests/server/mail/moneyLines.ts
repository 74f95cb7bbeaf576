import type { Locale } from '../../../domain/locales';

/**
 * The money lines of a mail's plain text (a label, spaces, an amount at the end of the line),
 * as cents: '−89,05 €' -> -8905, '€1,234.50' -> 123450. Lines without an amount are skipped.
 */
export function moneyLines(text: string, locale: Locale): { label: string; cents: number }[] {
  const amount = locale === 'en' ? /(−?)€([\d,]+)\.(\d{2})$/ : /(−?)([\d.]+),(\d{2})\s€$/;
  return plain(text)
    .split('\n')
    .flatMap((line) => {
      const match = amount.exec(line.trimEnd());
      if (!match || !/\s{2,}/.test(line)) return [];
      const cents = Number(match[2].replace(/[.,]/g, '')) * 100 + Number(match[3]);
      return [{ label: line.slice(0, match.index).trim(), cents: match[1] ? -cents : cents }];
    });
}

/** Intl puts a no-break space between amount and currency: compare with plain spaces. */
export const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
