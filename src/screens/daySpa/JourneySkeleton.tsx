import { Skeleton } from '../../ui';

/** Stands in for a day-spa screen while the product and the user arrive. */
export function JourneySkeleton() {
  return (
    <div className="container page day-spa">
      <Skeleton height={36} width="60%" />
      <Skeleton count={2} height={140} className="day-spa__skeleton" />
    </div>
  );
}
