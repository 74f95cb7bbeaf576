import { LOCALES, type Locale, type Translations } from '../../domain/locales';
import { countedWords, countOf } from '../../domain/plurals';
import { HttpError } from './errors';
import { httpMessages, translate } from './messages';

/** '45 seconds', '3 minutes': the wait as a person reads it, rounded up. */
function waitText(seconds: number, locale: Locale): string {
  return seconds < 60
    ? countOf(countedWords.seconds, locale, seconds)
    : countOf(countedWords.minutes, locale, Math.ceil(seconds / 60));
}

/** A 429 that says how long to wait, in each language, and carries it in seconds (at least 1). */
export class TooManyRequests extends HttpError {
  readonly retryAfter: number;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const text = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        translate(httpMessages.tooManyRequestsFor, locale, { wait: waitText(seconds, locale) }),
      ]),
    ) as Translations;
    super(429, text);
    this.retryAfter = seconds;
  }
}
