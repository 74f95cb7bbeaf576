import { Suspense, useEffect, useState } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { lazyScreen } from '@src/shared/page/lazyScreen';
import { whenIdle } from '../../ui/whenIdle';

// The calendar library, the widget and their share of the catalog load once the home page has
// painted: when the browser is idle, or at once when the visitor reaches for the widget (issue 10).
const HomeBookingSection = lazyScreen(() => import('./HomeBookingSection'), 'HomeBookingSection');

/**
 * The booking widget on the home page (product.md §2.1); its placeholder holds the widget's place, so
 * nothing moves when it arrives.
 */
export function HomeBookingWidget() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  const placeholder = (
    <div
      className="container home-booking home-booking--placeholder"
      onPointerEnter={() => setWanted(true)}
      onTouchStart={() => setWanted(true)}
    >
      <Skeleton count={4} height={48} />
    </div>
  );
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{<HomeBookingSection />}</Suspense>;
}
