import { useEffect, useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../ui';
import { loadCardGateway, type LoadedGateway } from './gateway';
import type { CardPaymentView } from './useCardPayment';
import './payments.css';

export interface CardPaymentFieldsProps {
  payment: CardPaymentView;
  className?: string;
}

/**
 * The card input of the active gateway (Stripe Elements with the wallet button, or the
 * sandbox card field with its 3-D Secure dialog) and the alert line with the card's message.
 */
export function CardPaymentFields({ payment, className }: CardPaymentFieldsProps) {
  const [gateway, setGateway] = useState<LoadedGateway | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const alertId = `${useId()}-card-alert`;

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

  return (
    <div className={['card-payment', className ?? ''].join(' ').trim()} data-state={payment.state}>
      {gateway ? (
        <gateway.CardFields
          session={payment.session}
          config={gateway.config}
          amountCents={payment.amountCents}
          disabled={payment.busy}
          alertId={alertId}
          invalid={Boolean(payment.cardError)}
        />
      ) : unavailable ? (
        <p className="card-payment-alert" role="alert">
          <Trans>Card payments are not available right now. Please try again later.</Trans>
        </p>
      ) : (
        <Skeleton />
      )}
      <p id={alertId} className="card-payment-alert" role="alert">
        {payment.cardError}
      </p>
    </div>
  );
}
