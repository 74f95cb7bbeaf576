import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CardProblem } from '@domain/cardNumbers';

/** The sandbox card field's live messages, worded like Stripe Elements' own. */
export const cardProblemMessages: Record<CardProblem, MessageDescriptor> = {
  number_incomplete: msg`Your card number is incomplete.`,
  number_invalid: msg`Your card number is invalid.`,
  expiry_incomplete: msg`Your card's expiration date is incomplete.`,
  expiry_month_invalid: msg`Your card's expiration month is invalid.`,
  expiry_past: msg`Your card's expiration date is in the past.`,
  cvc_incomplete: msg`Your card's security code is incomplete.`,
};
