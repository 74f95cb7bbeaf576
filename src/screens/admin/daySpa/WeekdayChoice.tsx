import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { WEEKDAYS } from '@domain/daySpaAdmin';
import { INTL_LOCALE } from '@domain/locales';
import { CheckboxField, FieldErrorMessage, useFieldError } from '../../../ui';
import { useLocale } from '../../../i18n/useLocale';

/** The days of the week a change applies to, as checkboxes of one array field (1 Monday .. 7 Sunday). */
export function WeekdayChoice({ idPrefix }: { idPrefix: string }) {
  const locale = useLocale();
  const error = useFieldError('weekdays');
  const errorId = `${idPrefix}-weekdays-error`;
  const names = useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
    // 5 January 1970 was a Monday.
    return WEEKDAYS.map((d) => format.format(new Date(Date.UTC(1970, 0, 4 + d))));
  }, [locale]);
  return (
    <fieldset className="admin-spa__weekdays" aria-describedby={error ? errorId : undefined}>
      <legend>
        <Trans>Days of the week</Trans>
      </legend>
      {WEEKDAYS.map((d, i) => (
        <CheckboxField
          key={d}
          id={`${idPrefix}-weekday-${d}`}
          name="weekdays"
          value={String(d)}
          label={names[i]}
          showError={false}
        />
      ))}
      <FieldErrorMessage id={errorId} error={error} />
    </fieldset>
  );
}
