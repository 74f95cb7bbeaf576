import { Trans } from '@lingui/react/macro';
import { formatDate, type IsoDate } from '@domain/dates';
import { reopensOn } from '@domain/season';
import { useSeasons } from '../../api/requests';
import { useLocale } from '../../i18n/useLocale';

/**
 * In the winter closure (issue 29): the day spa is closed and reopens on the next season's first
 * day, from the seasons the server sends (GET /api/seasons, the seasonal banner's). On the start
 * screen it adds that the calendar already sells the days from then on. Nothing while a season is open.
 */
export function DaySpaClosureNotice({ today, calendar = false }: { today: IsoDate; calendar?: boolean }) {
  const locale = useLocale();
  const seasons = useSeasons().data;
  const reopens = seasons ? reopensOn(seasons, today) : null;
  if (!reopens) return null;
  const day = formatDate(reopens, locale, 'DD MMMM YYYY');
  return (
    <div className="day-spa-closure" data-testid="day-spa-closure">
      <p>
        <Trans>The day spa is closed for the winter and reopens on {day}.</Trans>
      </p>
      {calendar ? (
        <p>
          <Trans>You can already book your day from then on: the calendar opens on the first day with entries.</Trans>
        </p>
      ) : null}
    </div>
  );
}
