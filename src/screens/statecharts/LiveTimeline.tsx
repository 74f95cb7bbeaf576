import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { LiveStateValue } from '../../statecharts/live';
import type { TimelineEntry } from './useLiveFeed';

const valueText = (value: LiveStateValue | null): string => {
  if (value === null) return '…';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (typeof child === 'string' && child ? `${key}.${child}` : `${key}.(${valueText(child)})`))
    .join(', ');
};

/** The events the journeys of the other tabs received, newest first, with the state each led to. */
export function LiveTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale || 'it', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <section className="live-timeline" aria-labelledby="live-timeline-title">
      <h2 id="live-timeline-title">
        <Trans>Timeline</Trans>
      </h2>
      {timeline.length ? (
        <ol className="live-timeline__list" data-testid="live-timeline">
          {timeline.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.at).toISOString()}>{time.format(entry.at)}</time>{' '}
              <span className="live-timeline__machine">{entry.machine}</span> <code>{entry.event}</code> →{' '}
              <span className="live-timeline__state">{valueText(entry.state)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <Trans>No events yet.</Trans>
        </p>
      )}
    </section>
  );
}
