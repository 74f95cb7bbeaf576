import { useLingui } from '@lingui/react/macro';
import { INTL_LOCALE } from '@domain/locales';
import { useLocale } from '../../../i18n/useLocale';
import type { CategoryRow } from './calendarApi';

/** The grid's and the form's words for rows and values, in the screen's language. */
export function useCellTexts() {
  const { t } = useLingui();
  const locale = useLocale();
  const euros = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const names: Record<CategoryRow, string> = {
    rooms_to_sell: t`Rooms to sell`,
    stop_sell: t`Stop-sell`,
    min_stay: t`Minimum stay`,
    max_stay: t`Maximum stay`,
    closed_to_arrival: t`Closed to arrival`,
    closed_to_departure: t`Closed to departure`,
  };
  return {
    rowName: (field: CategoryRow) => names[field],
    value: (value: number | boolean | null) => {
      if (typeof value === 'boolean') return value ? t`yes` : t`no`;
      if (value === null) return '–';
      return String(value);
    },
    price: (cents: number | null) => (cents === null ? '–' : euros.format(cents / 100)),
  };
}
