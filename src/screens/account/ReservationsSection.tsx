import { Suspense, use } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui';
import { ReservationsEmptyState } from './ReservationsEmptyState';
import { ReservationSectionsContext } from '@src/shared/reservation/reservationSection';

/** 'Your reservations' on /my: every journey's list (src/app/reservationSections.ts, through ReservationSectionsContext) or a real empty state. */
export function ReservationsSection() {
  const { i18n } = useLingui();
  const reservationSections = use(ReservationSectionsContext);
  const results = useQueries({ queries: reservationSections.map((section) => ({ ...section.query })) });
  const loading = results.some((r) => r.isPending);
  const shown = reservationSections
    .map((section, index) => ({ section, result: results[index] }))
    .filter(({ result }) => result.isError || (result.data?.length ?? 0) > 0);

  return (
    <section
      className="account-card account-reservations"
      aria-labelledby="reservations-title"
      aria-busy={loading || undefined}
    >
      <h2 id="reservations-title">
        <Trans>Your reservations</Trans>
      </h2>
      {loading ? <Skeleton count={2} height={72} /> : null}
      {!loading && shown.length === 0 ? <ReservationsEmptyState /> : null}
      {!loading &&
        shown.map(({ section, result }) => (
          <section
            key={section.id}
            id={`reservations-${section.id}`}
            className="account-reservations__group"
            aria-labelledby={`reservations-${section.id}-title`}
          >
            <h3 id={`reservations-${section.id}-title`}>{i18n._(section.title)}</h3>
            {result.isError ? (
              <p className="form-alert" role="alert">
                <Trans>These reservations could not be loaded. Please try again later.</Trans>
              </p>
            ) : (
              <Suspense fallback={<Skeleton height={72} />}>
                <section.Component reservations={result.data ?? []} />
              </Suspense>
            )}
          </section>
        ))}
    </section>
  );
}
