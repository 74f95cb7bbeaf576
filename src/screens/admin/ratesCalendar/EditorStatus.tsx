import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { calendarEditorMachine } from '@machines/calendarEditor.machine';
import { useLocale } from '../../../i18n/useLocale';
import type { CalendarData } from './calendarApi';
import { changedCells } from './calendarCells';
import { PlanPreview } from './PlanPreview';

interface Props {
  actor: Actor<typeof calendarEditorMachine>;
  data: CalendarData | undefined;
}

/**
 * What the editor says above the grid: the preview (how many cells change) with Save and Back, the
 * last change's Undo, the cells someone else changed (with Reload), or why the save failed.
 */
export function EditorStatus({ actor, data }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const state = useSelector(actor, (s) => s.value as string);
  const { changes, conflicts, failure, undo, plan: planned } = useSelector(actor, (s) => s.context);
  const category = (id: number) => data?.categories.find((c) => c.id === id)?.name ?? '';
  const plan = (id: number | null) => data?.rate_plans.find((p) => p.id === id)?.name ?? '';
  const count = changes ? changedCells(changes) : 0;

  if (state === 'previewing')
    return (
      <div className="admin-calendar__status" role="status" data-testid="calendar-preview">
        <p>
          {count === 0 ? (
            <Trans>Nothing changes.</Trans>
          ) : count === 1 ? (
            <Trans>1 cell changes.</Trans>
          ) : (
            <Trans>{count} cells change.</Trans>
          )}
        </p>
        <button
          type="button"
          className="button button--small"
          disabled={count === 0}
          onClick={() => actor.send({ type: 'preview.confirm' })}
        >
          <Trans>Save</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => actor.send({ type: 'preview.back' })}
        >
          <Trans>Back</Trans>
        </button>
      </div>
    );
  if (state === 'planPreviewed') return <PlanPreview actor={actor} />;
  if (state === 'planPreviewing')
    return (
      <p className="admin-calendar__status" role="status">
        <Trans>Working out the change…</Trans>
      </p>
    );
  if (state === 'saving' || state === 'undoing' || state === 'applying')
    return (
      <p className="admin-calendar__status" role="status">
        <Trans>Saving…</Trans>
      </p>
    );
  if (state === 'saved' && undo)
    return (
      <div className="admin-calendar__status" role="status">
        <p>
          <Trans>Saved.</Trans>
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => actor.send({ type: 'change.undo' })}
        >
          <Trans>Undo the last change</Trans>
        </button>
      </div>
    );
  if (state === 'conflict')
    return (
      <div className="admin-calendar__status notice notice--error" role="alert" data-testid="calendar-conflict">
        <p>
          <Trans>Someone else changed these cells since you read them; nothing was saved:</Trans>
        </p>
        <ul>
          {conflicts.map((cell) => (
            <li key={`${cell.kind}|${cell.rate_plan_id}|${cell.room_category_id}|${cell.date}`}>
              {category(cell.room_category_id)},{' '}
              {cell.kind === 'price' ? t`price ${plan(cell.rate_plan_id)}` : t`availability`},{' '}
              {formatDate(cell.date, locale, 'ddd DD MMM YYYY')}
            </li>
          ))}
        </ul>
        <button type="button" className="button button--small" onClick={() => actor.send({ type: 'calendar.reload' })}>
          <Trans>Reload the calendar</Trans>
        </button>
      </div>
    );
  if (state === 'failed')
    return (
      <div className="admin-calendar__status notice notice--error" role="alert" data-testid="calendar-failed">
        {failure?.length ? (
          failure.map((text) => <p key={text}>{text}</p>)
        ) : (
          <p>
            <Trans>The change could not be saved.</Trans>
          </p>
        )}
        {changes || planned ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => actor.send({ type: 'preview.confirm' })}
          >
            <Trans>Try again</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => actor.send({ type: 'edit.cancel' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    );
  return null;
}
