import { LOCALES, type Locale, type Translations } from '../../../domain/locales';
import { validationMessages } from '../../../domain/validation';
import { httpMessages } from '../../../server/http/messages';
import { accountMessages } from '../../../server/modules/accounts/messages';
import { bookingMessages } from '../../../server/modules/booking/messages';
import { daySpaMessages } from '../../../server/modules/daySpa/messages';
import { participantMessages } from '../../../server/modules/participants/messages';
import { depositMessages } from '../../../server/modules/deposit/messages';
import { requestMessages } from '../../../server/modules/requests/messages';
import { bonusMessages } from '../../../server/modules/bonusTerme/messages';
import { manageMessages } from '../../../server/modules/manageBooking/messages';
import { failureMessages, paymentMessages } from '../../../server/payments/messages';
import { cardProblemMessages } from '../../../server/payments/sandbox/cardMessages';
import { shopMessages } from '../../../server/modules/shop/messages';
import { giftCardMessages } from '../../../server/modules/giftCards/messages';
import { pageMessages } from '../../../server/modules/pages/messages';
import { mailMessages } from '../../../server/modules/frontDesk/mailMessages';
import { accessTokenMessages } from '../../../server/modules/accessTokens/messages';
import { spaMessages } from '../../../domain/spaSchedule/messages';

const dictionaries: Record<string, Translations>[] = [
  validationMessages,
  httpMessages,
  accountMessages,
  bookingMessages,
  daySpaMessages,
  participantMessages,
  depositMessages,
  requestMessages,
  bonusMessages,
  manageMessages,
  paymentMessages,
  failureMessages,
  cardProblemMessages,
  shopMessages,
  giftCardMessages,
  pageMessages,
  mailMessages,
  accessTokenMessages,
  spaMessages,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each text the server may say, per language, as a pattern: `{min}` and the like match any filling. */
const patterns = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    dictionaries
      .flatMap((dictionary) => Object.values(dictionary))
      .map((text) => new RegExp(`^${escape(text[locale]).replace(/\\\{\w+\\\}/g, '.+')}$`, 's')),
  ]),
) as Record<Locale, RegExp[]>;

/** True when `message` is one of our texts in `locale` (so never yup's English, never another language's). */
export function isKnownMessage(message: unknown, locale: Locale): boolean {
  return typeof message === 'string' && message.length > 0 && patterns[locale].some((pattern) => pattern.test(message));
}
