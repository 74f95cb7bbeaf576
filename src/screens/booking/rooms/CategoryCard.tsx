import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import type { ReservedRoom } from '@domain/bookingSelection';
import type { AvailableRatesEntry, RateVariation, RoomCategoryInfo } from '@domain/roomRates';
import { useLocale } from '@src/i18n/useLocale';
import { IncludedServices } from './IncludedServices';
import { RoomImages } from './RoomImages';
import { useCounts } from '@src/i18n/counts';

export interface CategoryCardProps {
  entry: AvailableRatesEntry;
  room: ReservedRoom;
  disabled?: boolean;
  /** The screen's first category: its first photo is fetched with a high priority. */
  first?: boolean;
  onSelect: (category: RoomCategoryInfo, variation: RateVariation) => void;
}

/** One room category: photos, how many people it takes, its rates with their board variations and Select. */
export function CategoryCard({ entry, room, disabled, onSelect, first = false }: CategoryCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const counts = useCounts();
  const { room_category: category } = entry;
  const money = (cents: number) => formatMoney(cents, locale);
  const max = category.max_adults;
  const left = category.available_rooms_count;
  const headingId = `category-${category.id}`;

  return (
    <article className="category-card" aria-labelledby={headingId}>
      <RoomImages images={category.images} photos={category.photos} name={category.name} first={first} />
      <div className="category-card__body">
        <h3 id={headingId}>{category.name}</h3>
        <p className="category-card__people" aria-label={counts.upToPeople(max)}>
          {Array.from({ length: max }, (_, i) => (
            <svg
              key={i}
              className="category-card__person"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
            >
              <circle cx="8" cy="4.5" r="3" />
              <path d="M2 15c0-3.3 2.7-6 6-6s6 2.7 6 6z" />
            </svg>
          ))}
          <span className="category-card__people-text">
            <Trans>max {max}</Trans>
          </span>
        </p>
        {category.description ? <p className="category-card__description">{category.description}</p> : null}
        {left <= 3 ? <p className="category-card__left">{counts.roomsLeft(left)}</p> : null}
        {entry.rates.map((rate) => (
          // A group, not a landmark: every category has the same rates, and landmarks' names must differ.
          <div key={rate.name} role="group" className="rate" aria-label={rate.name}>
            <h4 className="rate__name">
              {rate.name}
              <span className={rate.refundable ? 'rate__badge' : 'rate__badge rate__badge--strict'}>
                {rate.refundable ? t`Only the deposit is kept on cancellation` : t`Non-refundable`}
              </span>
            </h4>
            {rate.description ? <p className="rate__description">{rate.description}</p> : null}
            {rate.terms ? (
              <details className="rate__terms">
                <summary>
                  <Trans>Cancellation terms</Trans>
                </summary>
                <p>{rate.terms}</p>
              </details>
            ) : null}
            <ul className="rate__variations">
              {rate.rate_variations.map((variation) => (
                <li key={variation.id} className="rate-variation">
                  <div className="rate-variation__text">
                    <span className="rate-variation__name">{variation.name}</span>
                    <span className="rate-variation__detail">
                      {`${counts.adults(room.adults)}: ${money(variation.adult_total)}`}
                      {room.children > 0 ? ` · ${t`Kids: ${money(variation.children_total)}`}` : ''}
                    </span>
                    {variation.deposit_text && variation.deposit_rule !== 'per_person' ? (
                      <span className="rate-variation__detail" data-testid="deposit-rule">
                        {t`Deposit: ${variation.deposit_text}`}
                      </span>
                    ) : null}
                  </div>
                  <span className="rate-variation__total">{money(variation.total)}</span>
                  <button
                    type="button"
                    className="button button--primary rate-variation__select"
                    disabled={disabled}
                    aria-label={t`Select ${category.name}, ${variation.full_name}, ${money(variation.total)}`}
                    onClick={() => onSelect(category, variation)}
                  >
                    <Trans>Select</Trans>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <IncludedServices />
      </div>
    </article>
  );
}
