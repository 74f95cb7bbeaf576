import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { GiftCardDetails } from './GiftCardDetails';
import { giftCardsQuery } from './giftCardsApi';
import { useGiftCardLabels } from './useGiftCardLabels';

/**
 * /{lang}/admin/gift-cards (docs/product.md §12.11), the front desk's: find an issued card by the
 * last four characters of its code, its buyer or its recipient, then read and change it.
 */
export function GiftCardsScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useGiftCardLabels();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const cards = useQuery(giftCardsQuery(query));
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <section aria-labelledby="gift-cards-title" className="admin-gift-cards">
      <h2 id="gift-cards-title">
        <Trans>Gift cards</Trans>
      </h2>
      <form
        role="search"
        className="admin-gift-cards__search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
          setOpenId(null);
        }}
      >
        <label htmlFor="gift-card-search">
          <Trans>Last four characters of the code, buyer or recipient</Trans>
        </label>
        <input
          id="gift-card-search"
          className="form-input"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      {cards.isPending ? <Skeleton count={3} height={32} /> : null}
      {cards.isError ? <AdminLoadError error={cards.error} /> : null}
      {cards.data && !cards.data.length ? (
        <p className="admin-muted">
          <Trans>No gift card matches.</Trans>
        </p>
      ) : null}
      {cards.data?.length ? (
        <table className="admin-table" data-testid="gift-cards">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Card</Trans>
              </th>
              <th scope="col">
                <Trans>Buyer</Trans>
              </th>
              <th scope="col">
                <Trans>Recipient</Trans>
              </th>
              <th scope="col">
                <Trans>Balance</Trans>
              </th>
              <th scope="col">
                <Trans>Valid until</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.data.map((card) => (
              <tr key={card.id} data-testid={`gift-card-${card.last_four}`}>
                <th scope="row">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-expanded={openId === card.id}
                    onClick={() => setOpenId(openId === card.id ? null : card.id)}
                  >
                    {t`Card …${card.last_four}`}
                  </button>
                </th>
                <td>
                  {card.buyer.name} · {card.buyer.email}
                </td>
                <td>
                  {card.recipient.name} · {card.recipient.email}
                </td>
                <td>{t`${money(card.balance)} of ${money(card.value)}`}</td>
                <td>{formatDate(card.expires_on, locale, 'DD MMM YYYY')}</td>
                <td>{labels.status(card.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {openId !== null ? <GiftCardDetails id={openId} /> : null}
    </section>
  );
}
