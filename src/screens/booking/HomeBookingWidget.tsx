import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/Skeleton';

// The calendar library and its locales load after the home page's first paint.
const HomeBookingSection = lazy(() => import('./HomeBookingSection').then((m) => ({ default: m.HomeBookingSection })));

/** The booking widget on the home page (SPEC 2). */
export function HomeBookingWidget() {
  return (
    <Suspense fallback={<div className="container home-booking"><Skeleton count={4} height={48} /></div>}>
      <HomeBookingSection />
    </Suspense>
  );
}
