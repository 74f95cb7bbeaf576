import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarChangeSet } from '@domain/ratesCalendar';
import { formatMoneyInput, parseMoneyInput } from '@domain/money';
import { useLocale } from '../../../i18n/useLocale';
import { CATEGORY_ROWS, type CalendarData, type CategoryRow } from './calendarApi';
import { categoryCellOf, changeSetOf, parseKey, priceCellOf, type FormValues } from './calendarCells';
import { useCellTexts } from './cellTexts';

interface Props {
  data: CalendarData;
  selection: string[];
  onPreview: (changes: CalendarChangeSet) => void;
  onCancel: () => void;
}

const FLAGS: CategoryRow[] = ['stop_sell', 'closed_to_arrival', 'closed_to_departure'];

/**
 * The side form of the selected cells: one field per kind of row selected, filled with the first
 * cell's value when it is set here. An empty number goes back to the model (every room in
 * service, no minimum or maximum, the seasons' price).
 */
export function CellForm({ data, selection, onPreview, onCancel }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = useCellTexts();
  const id = useId();
  const parsed = selection.map(parseKey);
  const kinds = [
    ...CATEGORY_ROWS.filter((field) => parsed.some((p) => p.row.kind === 'category' && p.row.field === field)),
    ...(parsed.some((p) => p.row.kind === 'price') ? (['price'] as const) : []),
  ];
  const initial = (kind: CategoryRow | 'price'): string | boolean => {
    const first = parsed.find((p) =>
      kind === 'price' ? p.row.kind === 'price' : p.row.kind === 'category' && p.row.field === kind,
    );
    if (!first) return '';
    if (first.row.kind === 'price') {
      const cell = priceCellOf(data, first.row.planId, first.row.categoryId, first.date);
      return cell?.overridden && cell.price !== null ? formatMoneyInput(cell.price, locale) : '';
    }
    const cell = categoryCellOf(data, first.row.categoryId, first.date);
    if (!cell) return '';
    if (FLAGS.includes(kind as CategoryRow)) return Boolean(cell[kind as CategoryRow]);
    return cell.overridden.includes(kind) ? String(cell[kind as CategoryRow] ?? '') : '';
  };
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(kinds.map((kind) => [kind, initial(kind)])),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form: FormValues = {};
    for (const kind of kinds) {
      const value = values[kind];
      if (typeof value === 'boolean') form[kind] = value;
      else if (value.trim() === '') form[kind] = null;
      else form[kind] = kind === 'price' ? parseMoneyInput(value) : Math.trunc(Number(value));
    }
    onPreview(changeSetOf(data, selection, form));
  };

  const label = (kind: CategoryRow | 'price') =>
    kind === 'price' ? t`Price per adult and night (€)` : texts.rowName(kind);
  return (
    <form
      className="admin-calendar__form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={`${id}-title`}>
        {selection.length === 1 ? <Trans>Change 1 cell</Trans> : <Trans>Change {selection.length} cells</Trans>}
      </h3>
      {kinds.map((kind) =>
        typeof values[kind] === 'boolean' ? (
          <label key={kind} className="admin-calendar__flag">
            <input
              type="checkbox"
              checked={values[kind] as boolean}
              onChange={(event) => setValues({ ...values, [kind]: event.target.checked })}
            />{' '}
            {label(kind)}
          </label>
        ) : (
          <div key={kind} className="form-row">
            <label htmlFor={`${id}-${kind}`} className="form-label">
              {label(kind)}
            </label>
            <input
              id={`${id}-${kind}`}
              className="form-control"
              inputMode={kind === 'price' ? 'decimal' : 'numeric'}
              value={values[kind] as string}
              aria-describedby={`${id}-empty`}
              onChange={(event) => setValues({ ...values, [kind]: event.target.value })}
            />
          </div>
        ),
      )}
      <p id={`${id}-empty`} className="admin-calendar__hint">
        <Trans>Empty: as the seasons and the rooms give it.</Trans>
      </p>
      <div className="admin-calendar__actions">
        <button type="submit" className="button button--small">
          <Trans>Preview the change</Trans>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
