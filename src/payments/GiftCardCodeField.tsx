import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '../statecharts/useJourneyActor';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import { dueByCard } from '@machines/cardPayment.machine';
import { giftCardCodeMachine, type GiftCardCodeProblem } from '@machines/giftCardCode.machine';
import { fetchGiftCardBalance } from '../api/shop';
import { useLocale } from '../i18n/useLocale';
import { FieldErrorMessage, SubmitButton } from '../ui';
import type { CardPaymentRef } from './useCardPaymentView';

const PROBLEMS = {
  invalid: msg`This is not a gift card code: please check it for typos.`,
  expired: msg`This gift card has expired.`,
  used: msg`This gift card has been used up.`,
  void: msg`This gift card is no longer valid. Please ask the front desk.`,
};

/**
 * The gift-card code at the payment step of every journey (issue 11, machines/giftCardCode.machine.ts).
 * Applied, the card goes to the card payment child, which posts its code and charges what it leaves.
 * It is a part of the journey's form, not a form: Enter applies the code instead of paying.
 */
export function GiftCardCodeField({ card, amountCents }: { card: CardPaymentRef | undefined; amountCents: number }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const inputId = useId();
  const cardRef = useRef(card);
  cardRef.current = card;
  const [machine] = useState(() =>
    giftCardCodeMachine.provide({
      actors: { lookUpBalance: fromPromise(({ input }) => fetchGiftCardBalance(input.code)) },
      actions: { notifyApplied: (_, { giftCard }) => cardRef.current?.send({ type: 'giftCard.change', giftCard }) },
    }),
  );
  const actor = useJourneyActor(machine);
  const typed = useSelector(actor, (s) => s.context.typed);
  const applied = useSelector(actor, (s) => s.context.applied);
  const problem = useSelector(actor, (s) => s.context.problem);
  const checking = useSelector(actor, (s) => s.hasTag('loading'));
  // What the server said about the code when paying (expired or spent meanwhile) shows here too.
  const refusedAtPayment = useSelector(card, (s) => s?.context.failure?.errors.gift_card_code?.[0] ?? null);
  const busy = useSelector(card, (s) => s?.hasTag('loading') ?? false);

  // A card payment started again (the journey came back to its payment step) learns of the applied card.
  useEffect(() => {
    if (card && applied)
      card.send({ type: 'giftCard.change', giftCard: { code: applied.code, balance: applied.balance } });
  }, [card, applied]);

  const errorId = `${inputId}-error`;
  const message = problemText(problem, (d) => i18n._(d)) ?? refusedAtPayment ?? undefined;
  if (applied) {
    const pays = formatMoney(Math.min(applied.balance, amountCents), locale);
    const rest = formatMoney(dueByCard(amountCents, applied), locale);
    const { lastFour } = applied;
    return (
      <div className="gift-card-code gift-card-code--applied" data-state="applied">
        <p className="gift-card-code__applied" role="status">
          <Trans>
            Gift card {lastFour} pays {pays}; left to pay by card: {rest}
          </Trans>
        </p>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => actor.send({ type: 'code.remove' })}
        >
          <Trans>Remove the gift card</Trans>
        </button>
        <FieldErrorMessage id={errorId} error={refusedAtPayment ?? undefined} />
      </div>
    );
  }
  return (
    <div
      className={['form-row', 'gift-card-code', message ? 'form-row--invalid' : ''].join(' ').trim()}
      data-state={checking ? 'checking' : 'editing'}
    >
      <label className="form-label" htmlFor={inputId}>
        <Trans>Gift card code (optional)</Trans>
      </label>
      <div className="gift-card-code__row">
        <input
          id={inputId}
          className="form-input"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          onChange={(event) => actor.send({ type: 'code.change', value: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            actor.send({ type: 'code.apply' });
          }}
        />
        <SubmitButton
          type="button"
          variant="secondary"
          loading={checking}
          disabled={!typed.trim() || busy}
          onClick={() => actor.send({ type: 'code.apply' })}
        >
          {t`Apply`}
        </SubmitButton>
      </div>
      <FieldErrorMessage id={errorId} error={message} />
    </div>
  );
}

function problemText(
  problem: GiftCardCodeProblem | null,
  translate: (d: (typeof PROBLEMS)['invalid']) => string,
): string | null {
  if (!problem) return null;
  return problem.kind === 'refused' ? problem.message : translate(PROBLEMS[problem.kind]);
}
