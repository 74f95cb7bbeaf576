import type { Translations } from '../../domain/locales';
import { HttpError } from '../http/errors';
import type { FailureCode } from './gateway';
import { failureMessages } from './messages';

/** 402 `{message, error}`: the card statechart shows `error`, as Stripe.js names a refusal. */
export function paymentRefused(text: Translations): HttpError {
  return new HttpError(402, text, undefined, { error: text });
}

/** 402 with the guest's reason for a declined or failed payment. */
export function declined(code: FailureCode | string | null): HttpError {
  return paymentRefused(failureMessages[(code ?? 'card_declined') as FailureCode] ?? failureMessages.card_declined);
}
