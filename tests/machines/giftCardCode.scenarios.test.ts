import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GiftCardBalance } from '../../domain/shop';
import { giftCardCodeMachine } from '../../machines/giftCardCode.machine';

// A well-formed code: N is the check character of the first fifteen (Luhn mod 32).
const CODE = '7K3M-9QXA-2F8D-1HZN';

function run(answer: (code: string) => Promise<GiftCardBalance>) {
  const lookups: string[] = [];
  const applied: unknown[] = [];
  const actor = createActor(
    giftCardCodeMachine.provide({
      actors: {
        lookUpBalance: fromPromise(async ({ input }) => {
          lookups.push(input.code);
          return answer(input.code);
        }),
      },
      actions: { notifyApplied: (_, { giftCard }) => void applied.push(giftCard) },
    }),
  ).start();
  const apply = async (typed: string) => {
    actor.send({ type: 'code.change', value: typed });
    actor.send({ type: 'code.apply' });
    await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 1000 });
  };
  return { actor, lookups, applied, apply };
}

const card = (status: GiftCardBalance['status'], balance = 9500): GiftCardBalance => ({
  last_four: '1HZN',
  value: 9500,
  balance,
  expires_on: '2027-11-23',
  status,
});

describe('giftCardCode scenarios (issue 11: the code field at payment)', () => {
  it('refuses a mistyped code by its check character, without looking it up', async () => {
    const m = run(async () => card('valid'));
    await m.apply('7K3M-9QXA-2F8D-1HZC');
    expect(m.actor.getSnapshot().value).toBe('editing');
    expect(m.actor.getSnapshot().context.problem).toEqual({ kind: 'invalid' });
    expect(m.lookups).toEqual([]);
    // Typing again clears the problem.
    m.actor.send({ type: 'code.change', value: '7K3M' });
    expect(m.actor.getSnapshot().context.problem).toBeNull();
  });

  it('applies a valid card read however it was typed, hands it to the card payment, and takes it back on remove', async () => {
    const m = run(async () => card('valid', 4000));
    await m.apply(' 7k3m 9qxa 2f8d 1hzn ');
    expect(m.lookups).toEqual(['7K3M9QXA2F8D1HZN']);
    expect(m.actor.getSnapshot().value).toBe('applied');
    expect(m.actor.getSnapshot().context.applied).toEqual({
      code: '7K3M9QXA2F8D1HZN',
      balance: 4000,
      lastFour: '1HZN',
    });
    // The field shows what the card pays (the view reads the 'applied' tag).
    expect(m.actor.getSnapshot().hasTag('applied')).toBe(true);
    m.actor.send({ type: 'code.remove' });
    expect(m.actor.getSnapshot().value).toBe('editing');
    // Removed: an empty field, no card, no problem shown.
    expect(m.actor.getSnapshot().context).toEqual({ typed: '', applied: null, problem: null });
    expect(m.actor.getSnapshot().hasTag('applied')).toBe(false);
    expect(m.applied).toEqual([{ code: '7K3M9QXA2F8D1HZN', balance: 4000 }, null]);
  });

  it('says an expired, used-up or voided card is so, and applies nothing (product.md §12.11: voided before all)', async () => {
    for (const [status, kind] of [
      ['expired', 'expired'],
      ['used', 'used'],
      ['void', 'void'],
    ] as const) {
      const m = run(async () => card(status, status === 'used' ? 0 : 9500));
      await m.apply(CODE);
      expect(m.actor.getSnapshot().context.problem).toEqual({ kind });
      expect(m.applied).toEqual([]);
    }
  });

  it("shows the server's words for an unknown code or too many tries", async () => {
    const m = run(async () =>
      Promise.reject({ message: 'Too many attempts.', errors: { code: ['No gift card has this code.'] } }),
    );
    await m.apply(CODE);
    expect(m.actor.getSnapshot().context.problem).toEqual({ kind: 'refused', message: 'No gift card has this code.' });
    const busy = run(async () => Promise.reject({ message: 'Too many attempts. Please wait a minute.', errors: {} }));
    await busy.apply(CODE);
    expect(busy.actor.getSnapshot().context.problem).toEqual({
      kind: 'refused',
      message: 'Too many attempts. Please wait a minute.',
    });
  });
});
