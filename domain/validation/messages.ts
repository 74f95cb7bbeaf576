import { interpolate, type Locale } from '../locales';
import { generalMessages } from './messages/general';
import { peopleMessages } from './messages/people';
import { moneyMessages } from './messages/money';
import { stayMessages } from './messages/stay';
import { daySpaMessages } from './messages/daySpa';
import { checkInMessages } from './messages/checkIn';
import { requestMessages } from './messages/requests';
import { shopMessages } from './messages/shop';
import { backOfficeMessages } from './messages/backOffice';

/** The parts of the catalogue, one file each under ./messages/, a key in exactly one (a unit test checks). */
export const validationMessageParts = [
  generalMessages,
  peopleMessages,
  moneyMessages,
  stayMessages,
  daySpaMessages,
  checkInMessages,
  requestMessages,
  shopMessages,
  backOfficeMessages,
];

/**
 * Every validation message of the domain schemas, in each language. `{min}` and `{max}` are
 * filled by `validationMessage`.
 */
export const validationMessages = {
  ...generalMessages,
  ...peopleMessages,
  ...moneyMessages,
  ...stayMessages,
  ...daySpaMessages,
  ...checkInMessages,
  ...requestMessages,
  ...shopMessages,
  ...backOfficeMessages,
};

export type ValidationMessageKey = keyof typeof validationMessages;

/** The message for `key` in `locale`, with `{min}`/`{max}` filled. */
export function validationMessage(
  locale: Locale,
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
): string {
  return interpolate(validationMessages[key][locale], params);
}
