import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import type { SeasonWire } from '@domain/seasonAdmin';
import { useLocale } from '../../../i18n/useLocale';
import { Skeleton } from '../../../ui';
import { AdminLoadError } from '../AdminLoadError';
import { ClosedDays } from './ClosedDays';
import { SeasonForm } from './SeasonForm';
import { deleteSeason, refreshSeasons, seasonsQuery, staysOf } from './seasonsApi';
import { StaysInTheWay } from './StaysInTheWay';
import { StaffChangeRefusal, useStaffChange } from '../useStaffChange';

/**
 * /{lang}/admin/seasons (docs/product.md §12.9): the revenue manager's seasons, the days their
 * sales open and close, and the closed days. A dense table with each season changed in place, a
 * season added below it; the guest side follows every change at once.
 */
export function SeasonsScreen() {
  const seasons = useQuery(seasonsQuery);
  return (
    <section aria-labelledby="seasons-title" className="admin-seasons">
      <h2 id="seasons-title">
        <Trans>Seasons and the booking window</Trans>
      </h2>
      {seasons.isPending ? <Skeleton count={3} height={32} /> : null}
      {seasons.isError ? <AdminLoadError error={seasons.error} /> : null}
      {seasons.data ? (
        <>
          <SeasonsTable seasons={seasons.data.seasons} />
          <ClosedDays days={seasons.data.closed_days} />
        </>
      ) : null}
    </section>
  );
}

function SeasonsTable({ seasons }: { seasons: SeasonWire[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [added, setAdded] = useState(0);
  const { refusal, run } = useStaffChange(refreshSeasons, staysOf);
  const day = (iso: string | null) => (iso ? formatDate(iso, locale, 'DD MMM YYYY') : '—');
  const remove = (season: SeasonWire) => {
    setConfirming(null);
    return run(() => deleteSeason(season.id));
  };
  return (
    <>
      <StaffChangeRefusal refusal={refusal}>
        <StaysInTheWay stays={refusal?.detail ?? []} />
      </StaffChangeRefusal>
      <table className="admin-table admin-seasons-table" data-testid="seasons">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Season</Trans>
            </th>
            <th scope="col">
              <Trans>Sales open on</Trans>
            </th>
            <th scope="col">
              <Trans>Sales close after</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((season) => {
            const name = `${day(season.starts_on)} – ${day(season.ends_on)}`;
            return editing === season.id ? (
              <tr key={season.id} data-testid={`season-${season.starts_on}`}>
                <td colSpan={4}>
                  <SeasonForm season={season} onDone={() => setEditing(null)} />
                </td>
              </tr>
            ) : (
              <tr key={season.id} data-testid={`season-${season.starts_on}`}>
                <th scope="row">{name}</th>
                <td>{season.bookable_from ? day(season.bookable_from) : t`usual rule`}</td>
                <td>{season.bookable_to ? day(season.bookable_to) : t`season end`}</td>
                <td className="admin-tax-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(season.id)}
                  >
                    {t`Change ${name}`}
                  </button>
                  {confirming === season.id ? (
                    <>
                      <button type="button" className="button button--small" onClick={() => void remove(season)}>
                        {t`Yes, delete ${name}`}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setConfirming(null)}
                      >
                        <Trans>Keep it</Trans>
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setConfirming(season.id)}
                    >
                      {t`Delete ${name}`}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>
        <Trans>Add a season</Trans>
      </h3>
      <SeasonForm key={added} onDone={() => setAdded((n) => n + 1)} />
    </>
  );
}
