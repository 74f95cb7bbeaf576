import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import type { DepositContext } from '@machines/deposit.machine';
import { Checkmark, useFocusOnMount } from '../../ui';
import { useLocale } from '../../i18n/useLocale';

interface DepositReceiptProps {
  paid: NonNullable<DepositContext['paid']>;
  onAgain: () => void;
}

/**
 * After the payment (product.md §4.1): the checkmark, the thank-you and what was paid, with a way to make
 * another payment. It opens at the top with the focus on its heading, for screen readers too.
 */
export function DepositReceipt({ paid, onAgain }: DepositReceiptProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const { result, purchase } = paid;
  const reference = String(purchase.note ?? '');
  const number = String(purchase.reservation_number ?? '');
  const email = String(purchase.email ?? '');

  useFocusOnMount(heading, 'top');

  return (
    <section className="deposit-receipt" aria-labelledby="deposit-receipt-title">
      <div className="deposit-success" role="status">
        <Checkmark label={t`Payment complete`} />
        <h2 id="deposit-receipt-title" className="deposit-success__text" tabIndex={-1} ref={heading}>
          <Trans>Thank you, We will get back to you shortly!</Trans>
        </h2>
      </div>
      <dl className="deposit-receipt__lines">
        <dt>
          <Trans>Amount paid</Trans>
        </dt>
        <dd data-testid="receipt-amount">{formatMoney(result.amount, locale)}</dd>
        <dt>
          <Trans>Payment reference</Trans>
        </dt>
        <dd>{reference}</dd>
        {number ? (
          <>
            <dt>
              <Trans>Reservation number</Trans>
            </dt>
            <dd>{number}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Receipt sent to</Trans>
        </dt>
        <dd>{email}</dd>
      </dl>
      <button type="button" className="button button--secondary" onClick={onAgain}>
        <Trans>Make another payment</Trans>
      </button>
    </section>
  );
}
