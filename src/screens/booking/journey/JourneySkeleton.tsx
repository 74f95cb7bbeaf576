import { Skeleton } from '../../../ui';

/** Stands in for a booking screen while the journey gets ready. */
export function JourneySkeleton() {
  return (
    <div className="container page booking-page">
      <Skeleton height={36} width="60%" />
      <Skeleton count={3} height={160} className="booking-skeleton" />
    </div>
  );
}
