import { assign, fromPromise, setup } from 'xstate';
import { isGiftCardCode, normalizeGiftCardCode } from '../domain/giftCardCode';
import type { GiftCardBalance } from '../domain/shop';
import { toSubmitFailure } from '../domain/submitFailure';
import type { AppliedGiftCard } from './cardPayment.machine';

/** Why a code was not applied: mistyped (caught by its check character), expired, used up, or the server's words. */
export type GiftCardCodeProblem =
  { kind: 'invalid' | 'expired' | 'used' | 'void' } | { kind: 'refused'; message: string };

export interface GiftCardCodeContext {
  typed: string;
  applied: (AppliedGiftCard & { lastFour: string }) | null;
  problem: GiftCardCodeProblem | null;
}

export type GiftCardCodeEvent =
  { type: 'code.change'; value: string } | { type: 'code.apply' } | { type: 'code.remove' };

/**
 * The gift-card field at the payment step of every journey (issue 11): the guest types a code
 * and applies it; a typo is caught by the check character before any look-up; the balance is
 * looked up (the public balance call, rate-limited); an expired or used-up card is refused with
 * its reason; an applied card is handed to the card payment (notifyApplied), which posts its code
 * and charges only what it leaves. The server decides what the card really pays.
 */
export const giftCardCodeMachine = setup({
  types: {
    context: {} as GiftCardCodeContext,
    events: {} as GiftCardCodeEvent,
  },
  actors: {
    lookUpBalance: fromPromise<GiftCardBalance, { code: string }>(async () => {
      throw new Error('provide lookUpBalance');
    }),
  },
  guards: {
    isWellFormed: ({ context }) => isGiftCardCode(normalizeGiftCardCode(context.typed)),
    isExpired: ({ event }) => (event as { output?: GiftCardBalance }).output?.status === 'expired',
    isUsedUp: ({ event }) => (event as { output?: GiftCardBalance }).output?.status === 'used',
    /** Voided by the front desk (product.md §12.11). */
    isVoid: ({ event }) => (event as { output?: GiftCardBalance }).output?.status === 'void',
  },
  actions: {
    /** The card payment learns of the card (or of its removal: null). */
    notifyApplied: (_, _params: { giftCard: AppliedGiftCard | null }) => {
      throw new Error('provide notifyApplied');
    },
    setProblem: assign({ problem: (_, problem: GiftCardCodeProblem) => problem }),
  },
}).createMachine({
  id: 'giftCardCode',
  context: { typed: '', applied: null, problem: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The guest types a code; a problem with the last one shows under the field until they type again.',
      on: {
        'code.change': { actions: assign({ typed: ({ event }) => event.value, problem: null }) },
        'code.apply': [
          { guard: 'isWellFormed', target: 'checking' },
          { actions: { type: 'setProblem', params: { kind: 'invalid' } } },
        ],
      },
    },
    checking: {
      description: "The card's balance is looked up; the apply button is busy.",
      tags: ['loading'],
      invoke: {
        src: 'lookUpBalance',
        input: ({ context }) => ({ code: normalizeGiftCardCode(context.typed) }),
        onDone: [
          { guard: 'isVoid', target: 'editing', actions: { type: 'setProblem', params: { kind: 'void' } } },
          { guard: 'isExpired', target: 'editing', actions: { type: 'setProblem', params: { kind: 'expired' } } },
          { guard: 'isUsedUp', target: 'editing', actions: { type: 'setProblem', params: { kind: 'used' } } },
          {
            target: 'applied',
            actions: [
              assign({
                applied: ({ context, event }) => ({
                  code: normalizeGiftCardCode(context.typed),
                  balance: event.output.balance,
                  lastFour: event.output.last_four,
                }),
              }),
              {
                type: 'notifyApplied',
                params: ({ context, event }) => ({
                  giftCard: { code: normalizeGiftCardCode(context.typed), balance: event.output.balance },
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            problem: ({ event }) => {
              const failure = toSubmitFailure(event.error);
              return { kind: 'refused' as const, message: failure.errors.code?.[0] ?? failure.message };
            },
          }),
        },
      },
    },
    applied: {
      description: 'The card pays up to its balance: the field shows what it pays and a link to remove it.',
      tags: ['applied'],
      on: {
        'code.remove': {
          target: 'editing',
          actions: [
            assign({ applied: null, typed: '', problem: null }),
            { type: 'notifyApplied', params: { giftCard: null } },
          ],
        },
      },
    },
  },
});
