import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import { isLocale } from '@domain/locales';
import { dueByCard } from '@machines/cardPayment.machine';
import { SubmitButton, type SubmitButtonProps } from '../ui';
import { useCardPaymentView, type CardPaymentRef } from './useCardPaymentView';

export type PayButtonProps = {
  /** The journey's card payment child. */
  card: CardPaymentRef | undefined;
  amountCents: number;
  /** Default: 'Pay now' and the amount. */
  children?: ReactNode;
} & Omit<SubmitButtonProps, 'children' | 'loading'>;

/**
 * The form's submit button: disabled and busy while a payment is in flight, so a double
 * click never starts two payments (the statechart ignores it too).
 */
export function PayButton({ card, amountCents, children, disabled, ...rest }: PayButtonProps) {
  const { i18n } = useLingui();
  const view = useCardPaymentView(card);
  // What the card pays: the amount, less what an applied gift card covers.
  const due = dueByCard(amountCents, view.giftCard);
  const amount = formatMoney(due, isLocale(i18n.locale) ? i18n.locale : 'it');
  // Nothing left for a card: the button confirms, it does not say 'Pay now 0.00 €'.
  const label =
    view.giftCard && due === 0 ? <Trans>Confirm with the gift card</Trans> : <Trans>Pay now {amount}</Trans>;
  return (
    <SubmitButton {...rest} disabled={disabled || !card} loading={view.busy} data-payment-state={view.state}>
      {children ?? label}
    </SubmitButton>
  );
}
