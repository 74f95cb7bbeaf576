import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../domain/money';
import { isLocale } from '../../domain/locales';
import { SubmitButton, type SubmitButtonProps } from '../ui';
import type { CardPaymentView } from './useCardPayment';

export type PayButtonProps = {
  payment: CardPaymentView;
  /** Default: 'Pay now' and the amount. */
  children?: ReactNode;
} & Omit<SubmitButtonProps, 'children' | 'loading'>;

/**
 * The form's submit button: disabled and busy while a payment is in flight, so a double
 * click never starts two payments (the statechart ignores it too).
 */
export function PayButton({ payment, children, ...rest }: PayButtonProps) {
  const { i18n } = useLingui();
  const amount = formatMoney(payment.amountCents, isLocale(i18n.locale) ? i18n.locale : 'it');
  return (
    <SubmitButton {...rest} loading={payment.busy} data-payment-state={payment.state}>
      {children ?? <Trans>Pay now {amount}</Trans>}
    </SubmitButton>
  );
}
