import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/useLocale';
import { changeLines, isStructured, type ChangeWords } from './actionChangeLines';

/** The translated labels of the fields the log keeps (docs/product.md §12.4); others read as their key. */
function useFieldLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    title: t`Name`,
    name: t`Name`,
    description: t`Description`,
    on_sale: t`On sale`,
    active: t`Active`,
    validity_months: t`Valid (months)`,
    variations: t`Variation`,
    text: t`Valid for`,
    value: t`Value`,
    price: t`Price`,
    prices: t`Prices`,
    code: t`Code`,
    discount_percent: t`Discount (%)`,
    amount_off_cents: t`Amount off`,
    unlocks_rate_plan_id: t`Unlocks rate plan`,
    arrival_from: t`Arrival from`,
    arrival_to: t`Arrival to`,
    booked_from: t`Booked from`,
    booked_to: t`Booked to`,
    min_nights: t`Minimum nights`,
    min_stay: t`Minimum stay`,
    max_uses: t`Uses at most`,
    max_uses_per_guest: t`Uses per guest at most`,
    number: t`Room`,
    room_category_id: t`Room category`,
    rate_plan_id: t`Rate plan`,
    in_service: t`In service`,
    starts_on: t`From`,
    ends_on: t`To`,
    reason: t`Reason`,
    date: t`Day`,
    hours: t`Hours`,
    capacity: t`Places`,
    weekdays: t`Weekdays`,
    mode: t`Change`,
    amount: t`Amount`,
    slots: t`Slots`,
    categories: t`Room categories`,
    banner_text: t`Banner`,
    banner_from: t`Banner from`,
    banner_to: t`Banner to`,
    airport_prices: t`Airport transfer`,
  };
}

/** A logged change's fields, one per line: "label: before → after" (a field added or removed shows one side). */
export function ActionChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useFieldLabels();
  if (!isStructured(before) && !isStructured(after)) return null;
  const words: ChangeWords = { locale, label: (key) => labels[key], yes: t`yes`, no: t`no`, none: '—' };
  const lines = changeLines(before, after, words);
  if (!lines.length) return null;
  return (
    <ul className="admin-action-changes">
      {lines.map((line, i) => (
        <li key={i}>
          {line.field ? <span className="admin-action-changes__field">{line.field}: </span> : null}
          {line.before === null ? (
            line.after
          ) : line.after === null ? (
            <>
              {line.before} → <em>{t`removed`}</em>
            </>
          ) : (
            `${line.before} → ${line.after}`
          )}
        </li>
      ))}
    </ul>
  );
}
