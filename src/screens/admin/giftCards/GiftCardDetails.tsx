import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { IssuedGiftCardDetailsWire } from '@domain/giftCardDesk';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { GiftCardChanges } from './GiftCardChanges';
import { giftCardQuery } from './giftCardsApi';
import { useGiftCardLabels } from './useGiftCardLabels';

/** One card as the desk reads it: who bought it for whom, its balance, every use and every change by hand. */
export function GiftCardDetails({ id }: { id: number }) {
  const card = useQuery(giftCardQuery(id));
  if (card.isPending) return <Skeleton count={4} height={32} />;
  if (card.isError) return <AdminLoadError error={card.error} />;
  return <Details card={card.data} />;
}

function Details({ card }: { card: IssuedGiftCardDetailsWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useGiftCardLabels();
  const money = (cents: number) => formatMoney(cents, locale);
  const when = (iso: string) => formatDate(iso.slice(0, 10), locale, 'DD MMM YYYY');
  const last4 = card.last_four;
  return (
    <section className="admin-gift-card" aria-labelledby="gift-card-title" data-testid="gift-card-details">
      <h3 id="gift-card-title">
        <Trans>Gift card …{last4}</Trans>
      </h3>
      <dl className="admin-request__facts">
        <div className="admin-request__fact">
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd data-testid="gift-card-balance">{t`${money(card.balance)} of ${money(card.value)}`}</dd>
        </div>
        {card.price_paid !== card.value ? (
          <div className="admin-request__fact">
            <dt>
              <Trans>Paid</Trans>
            </dt>
            <dd>{money(card.price_paid)}</dd>
          </div>
        ) : null}
        <div className="admin-request__fact">
          <dt>
            <Trans>Valid until</Trans>
          </dt>
          <dd>{formatDate(card.expires_on, locale, 'DD MMMM YYYY')}</dd>
        </div>
        <div className="admin-request__fact">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{labels.status(card.status)}</dd>
        </div>
        <div className="admin-request__fact">
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>
            {card.order_number} · {card.buyer.name} · {card.buyer.email}
          </dd>
        </div>
        <div className="admin-request__fact">
          <dt>
            <Trans>Recipient</Trans>
          </dt>
          <dd>
            {card.recipient.name} · {card.recipient.email}
          </dd>
        </div>
      </dl>

      <h4>
        <Trans>Uses</Trans>
      </h4>
      {card.uses.length ? (
        <ul className="admin-gift-card__history">
          {card.uses.map((use, index) => (
            <li key={index}>
              {when(use.at)} · {labels.purchase(use.purchase_kind)} #{use.purchase_id} · {money(use.amount)}
              {use.status === 'returned'
                ? ` (${t`given back`})`
                : use.status === 'held'
                  ? ` (${t`payment in progress`})`
                  : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">
          <Trans>Not used yet.</Trans>
        </p>
      )}

      <h4>
        <Trans>Changes by the staff</Trans>
      </h4>
      {card.adjustments.length ? (
        <ul className="admin-gift-card__history" data-testid="gift-card-adjustments">
          {card.adjustments.map((change, index) => (
            <li key={index}>
              {when(change.at)} · {change.staff_email} ·{' '}
              {change.kind === 'balance'
                ? change.amount! > 0
                  ? t`added ${money(change.amount!)}`
                  : t`took off ${money(-change.amount!)}`
                : change.kind === 'validity'
                  ? t`valid until ${formatDate(change.expires_after!, locale, 'DD MMM YYYY')}`
                  : change.kind === 'resend'
                    ? t`mail sent again: code …${change.last_four_before} replaced by …${change.last_four_after}`
                    : t`voided`}{' '}
              · {change.reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">
          <Trans>No changes.</Trans>
        </p>
      )}
      {card.status === 'void' ? null : <GiftCardChanges card={card} />}
    </section>
  );
}
