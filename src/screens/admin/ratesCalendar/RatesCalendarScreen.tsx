import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addMonths, formatDate } from '@domain/dates';
import { INTL_LOCALE } from '@domain/locales';
import { calendarEditorMachine } from '@machines/calendarEditor.machine';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { useBookingCalendar } from '../../../api/booking';
import { useLocale } from '../../../i18n/useLocale';
import { flash, Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import {
  applyCalendarPlan,
  calendarQuery,
  exportHref,
  previewCalendarPlan,
  refreshCalendar,
  saveCalendarChanges,
} from './calendarApi';
import { BulkForm } from './BulkForm';
import { ImportForm } from './ImportForm';
import { monthOf } from './calendarCells';
import { CalendarGrid } from './CalendarGrid';
import { CellForm } from './CellForm';
import { EditorStatus } from './EditorStatus';
import './ratesCalendar.css';

/** The month asked for in the address (`?month=2027-06`), if any. */
function monthInAddress(): string | null {
  const month = new URLSearchParams(window.location.search).get('month');
  return month && /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : null;
}

/**
 * /{lang}/admin/calendar (docs/product.md §12.12): room categories by days, a month at a time; per
 * category its restrictions and per rate plan its price. Cells are selected (click, shift-click a
 * range in a row, Ctrl/Cmd-click to add; one category at a time or all) and edited in the side form; the change is previewed and
 * saved as one change set. The journey is machines/calendarEditor.machine.ts; this view draws it.
 */
export function RatesCalendarScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const hotel = useBookingCalendar();
  const [chosenMonth, setChosenMonth] = useState<string | null>(monthInAddress);
  const month = chosenMonth ?? (hotel.data ? `${hotel.data.today.slice(0, 7)}-01` : null);
  const range = month ? monthOf(month) : null;
  const calendar = useQuery({ ...calendarQuery(range?.from ?? '', range?.to ?? ''), enabled: range !== null });
  // The months either side are fetched once this one is shown, so turning a month draws from memory
  // (`npm run bench:admin`: a month drawn in ≤ 100 ms with the CPU slowed 4x).
  const shownMonth = calendar.data ? month : null;
  useEffect(() => {
    if (!shownMonth) return;
    for (const step of [1, -1]) {
      const { from, to } = monthOf(addMonths(shownMonth, step));
      void queryClient.prefetchQuery(calendarQuery(from, to));
    }
  }, [shownMonth, queryClient]);

  const [machine] = useState(() =>
    calendarEditorMachine.provide({
      actors: {
        saveChanges: fromPromise(({ input }) => saveCalendarChanges(input.changes)),
        previewPlan: fromPromise(({ input }) => previewCalendarPlan(input.plan)),
        applyPlan: fromPromise(({ input }) => applyCalendarPlan(input.plan, input.versions)),
      },
      actions: {
        notifySaved: () => flash('success', t`Saved`),
        reloadCalendar: () => void refreshCalendar(queryClient),
      },
    }),
  );
  const [shown, setShown] = useState<number | 'all' | null>(null);
  const actor = useJourneyActor(machine, {});
  const selection = useSelector(actor, (s) => s.context.selection);
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const form = useSelector(actor, (s) =>
    s.matches('bulkEditing') || (s.matches('planPreviewing') && s.context.plan?.kind === 'bulk')
      ? 'bulk'
      : s.matches('importing') || (s.matches('planPreviewing') && s.context.plan?.kind === 'import')
        ? 'import'
        : null,
  );
  const failure = useSelector(actor, (s) => s.context.failure);
  const canOpenPlan = useSelector(actor, (s) => s.can({ type: 'bulk.open' }) || s.can({ type: 'import.open' }));

  const go = (months: number) => {
    if (!month) return;
    actor.send({ type: 'cells.select', cells: [] });
    setChosenMonth(addMonths(month, months));
  };
  const monthName = month
    ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}T00:00:00Z`),
      )
    : '';

  return (
    <section aria-labelledby="calendar-title" className="admin-calendar">
      <h2 id="calendar-title">
        <Trans>Rates and availability</Trans>
      </h2>
      <div className="admin-calendar__month" role="group" aria-label={t`Month`}>
        <button type="button" className="button button--secondary button--small" onClick={() => go(-1)}>
          <Trans>Previous month</Trans>
        </button>
        <h3 aria-live="polite" data-testid="calendar-month">
          {monthName}
        </h3>
        <button type="button" className="button button--secondary button--small" onClick={() => go(1)}>
          <Trans>Next month</Trans>
        </button>
      </div>
      <p className="admin-calendar__hint">
        <Trans>
          Click a cell to change it; Shift-click selects the days between in the same row, Ctrl-click adds a cell.
          Values in bold are set here; the others follow the seasons’ prices.
        </Trans>
      </p>
      {range ? (
        <div className="admin-calendar__tools" role="group" aria-label={t`Several cells at once`}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!canOpenPlan || !calendar.data}
            onClick={() => actor.send({ type: 'bulk.open' })}
          >
            <Trans>Bulk change</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!canOpenPlan}
            onClick={() => actor.send({ type: 'import.open' })}
          >
            <Trans>Import CSV</Trans>
          </button>
          <a className="button button--secondary button--small" href={exportHref(range.from, range.to)} download>
            <Trans>Export the month as CSV</Trans>
          </a>
        </div>
      ) : null}
      {form === 'bulk' && calendar.data ? (
        <BulkForm
          data={calendar.data}
          failure={failure}
          busy={busy}
          onPreview={(change) => actor.send({ type: 'plan.preview', plan: { kind: 'bulk', change } })}
          onCancel={() => actor.send({ type: 'edit.cancel' })}
        />
      ) : null}
      {form === 'import' ? (
        <ImportForm
          failure={failure}
          busy={busy}
          onPreview={(csv) => actor.send({ type: 'plan.preview', plan: { kind: 'import', csv } })}
          onCancel={() => actor.send({ type: 'edit.cancel' })}
        />
      ) : null}
      <EditorStatus actor={actor} data={calendar.data} />
      {calendar.isPending ? <Skeleton count={6} height={28} /> : null}
      {calendar.isError ? <AdminLoadError error={calendar.error} /> : null}
      {calendar.data ? (
        <label className="admin-calendar__shown">
          <Trans>Room category</Trans>{' '}
          <select
            className="form-control"
            value={String(shown ?? calendar.data.categories[0]?.id ?? 'all')}
            onChange={(event) => {
              actor.send({ type: 'cells.select', cells: [] });
              setShown(event.target.value === 'all' ? 'all' : Number(event.target.value));
            }}
          >
            {calendar.data.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            <option value="all">{t`All categories`}</option>
          </select>
        </label>
      ) : null}
      {calendar.data ? (
        <div className="admin-calendar__layout">
          <CalendarGrid
            data={calendar.data}
            shown={shown ?? calendar.data.categories[0]?.id ?? 'all'}
            selection={selection}
            disabled={busy}
            onEscape={() => actor.send({ type: 'edit.cancel' })}
            onSelect={(cells) => {
              actor.send({ type: 'cells.select', cells });
              if (cells.length) actor.send({ type: 'cells.edit' });
            }}
          />
          {editing && selection.length ? (
            <CellForm
              key={selection.join(',')}
              data={calendar.data}
              selection={selection}
              onPreview={(changes) => actor.send({ type: 'edit.preview', changes })}
              onCancel={() => actor.send({ type: 'edit.cancel' })}
            />
          ) : null}
        </div>
      ) : null}
      {range ? (
        <p className="admin-calendar__range">
          {formatDate(range.from, locale, 'DD MMM YYYY')} – {formatDate(range.to, locale, 'DD MMM YYYY')}
        </p>
      ) : null}
    </section>
  );
}
