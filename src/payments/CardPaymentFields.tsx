import { useCallback, useEffect, useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { dueByCard } from '@machines/cardPayment.machine';
import { Skeleton } from '../ui';
import { GiftCardCodeField } from './GiftCardCodeField';
import { loadCardGateway, type LoadedGateway } from './gateway';
import type { CardSession } from './session';
import { useCardPaymentView, type CardPaymentRef } from './useCardPaymentView';
import './payments.css';

export interface CardPaymentFieldsProps {
  /** The journey's card payment child (undefined outside its payment step: the field is disabled). */
  card: CardPaymentRef | undefined;
  /** The session the journey provided its card payment with: the field attaches to it. */
  session: CardSession;
  amountCents: number;
  /** The wallet sheet was confirmed: pay exactly as the form's Pay button does (same form, same checks). */
  onWalletPay: () => void;
  className?: string;
}

/**
 * The gift-card code (it pays first), then the card input of the active gateway (Stripe Elements with the wallet button, or the sandbox
 * card field with its 3-D Secure dialog) and the alert line with the card's message. The field's
 * live messages go to the card payment child as `card.change`.
 */
export function CardPaymentFields({ card, session, amountCents, onWalletPay, className }: CardPaymentFieldsProps) {
  const [gateway, setGateway] = useState<LoadedGateway | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const alertId = `${useId()}-card-alert`;
  const view = useCardPaymentView(card);
  const onCardChange = useCallback((error: string | null) => card?.send({ type: 'card.change', error }), [card]);

  useEffect(() => {
    let live = true;
    loadCardGateway().then(
      (loaded) => live && setGateway(loaded),
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const due = dueByCard(amountCents, view.giftCard);
  // A gift card that pays it all: no card is asked for. The card field stays mounted, hidden, so
  // removing the gift card brings it back as it was.
  const coveredByGiftCard = view.giftCard !== null && due === 0;
  return (
    <div className={['card-payment', className ?? ''].join(' ').trim()} data-state={view.state}>
      <GiftCardCodeField card={card} amountCents={amountCents} />
      {coveredByGiftCard ? (
        <p className="card-payment__covered" data-testid="gift-card-covers-all">
          <Trans>The gift card pays the whole amount: no card is needed, nothing will be charged.</Trans>
        </p>
      ) : null}
      <div hidden={coveredByGiftCard}>
        {gateway ? (
          <gateway.CardFields
            session={session}
            config={gateway.config}
            amountCents={due}
            disabled={view.busy || !card}
            alertId={alertId}
            invalid={Boolean(view.cardError)}
            onCardChange={onCardChange}
            onWalletPay={onWalletPay}
          />
        ) : unavailable ? (
          <p className="card-payment-alert" role="alert">
            <Trans>Card payments are not available right now. Please try again later.</Trans>
          </p>
        ) : (
          <Skeleton />
        )}
      </div>
      <p id={alertId} className="card-payment-alert" role="alert">
        {view.cardError}
      </p>
    </div>
  );
}
