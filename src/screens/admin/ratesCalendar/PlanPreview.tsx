import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { calendarEditorMachine, PlannedValue } from '@machines/calendarEditor.machine';
import { useLocale } from '../../../i18n/useLocale';
import type { CategoryRow } from './calendarApi';
import { useCellTexts } from './cellTexts';

interface Props {
  actor: Actor<typeof calendarEditorMachine>;
}

/**
 * The server's preview of a bulk change or an import (product.md §12.12): how many cells change,
 * the first values before and after, an imported file's errors line by line; Apply or Back.
 */
export function PlanPreview({ actor }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = useCellTexts();
  const planned = useSelector(actor, (s) => s.context.planned);
  const applicable = useSelector(actor, (s) => s.can({ type: 'preview.confirm' }));
  if (!planned) return null;
  const count = planned.cells;
  const errors = planned.errors ?? [];
  const shown = (row: PlannedValue, value: PlannedValue['before']) =>
    row.field === 'price' ? texts.price(value as number | null) : texts.value(value);
  const what = (row: PlannedValue) =>
    row.field === 'price' ? t`Price: ${row.rate_plan ?? ''}` : texts.rowName(row.field as CategoryRow);

  return (
    <div className="admin-calendar__status admin-calendar__plan" data-testid="calendar-plan-preview">
      <p role="status">
        {errors.length ? (
          <Trans>The file has errors; nothing can be saved until they are fixed.</Trans>
        ) : count === 0 ? (
          <Trans>Nothing changes.</Trans>
        ) : count === 1 ? (
          <Trans>1 cell changes.</Trans>
        ) : (
          <Trans>{count} cells change.</Trans>
        )}
      </p>
      {errors.length ? (
        <ul className="notice notice--error" data-testid="calendar-import-errors">
          {errors.map((error) => (
            <li key={`${error.line}|${error.message}`}>{t`Line ${error.line}: ${error.message}`}</li>
          ))}
        </ul>
      ) : null}
      {planned.sample.length ? (
        <table className="admin-table">
          <caption>
            {planned.values > planned.sample.length ? (
              <Trans>
                The first {planned.sample.length} of {planned.values} values
              </Trans>
            ) : (
              <Trans>The values that change</Trans>
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              <th scope="col">{t`Room category`}</th>
              <th scope="col">{t`Row`}</th>
              <th scope="col">{t`Now`}</th>
              <th scope="col">{t`After`}</th>
            </tr>
          </thead>
          <tbody>
            {planned.sample.map((row) => (
              <tr key={`${row.kind}|${row.rate_plan_id}|${row.room_category_id}|${row.date}|${row.field}`}>
                <td>{formatDate(row.date, locale, 'ddd DD MMM YYYY')}</td>
                <td>{row.category}</td>
                <td>{what(row)}</td>
                <td>{shown(row, row.before)}</td>
                <td>{shown(row, row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="admin-calendar__actions">
        <button
          type="button"
          className="button button--small"
          disabled={!applicable}
          onClick={() => actor.send({ type: 'preview.confirm' })}
        >
          <Trans>Apply</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => actor.send({ type: 'preview.back' })}
        >
          <Trans>Back</Trans>
        </button>
      </div>
    </div>
  );
}
