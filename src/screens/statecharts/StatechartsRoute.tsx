import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Skeleton } from '../../ui/Skeleton';
import { PageHeader } from '../pages/PageHeader';
import { StaffLoginGate } from '../admin/StaffLoginGate';
import { NotFoundScreen } from '../notFound/NotFoundScreen';

// The diagrams (React Flow, ELK, every machine) load only once the gate lets the person in.
const Visualiser = lazy(() => import('./Visualiser').then((m) => ({ default: m.Visualiser })));

/** In `vite dev` anyone may open the visualiser; a built site shows it to administrators only (decision 021). */
const OPEN_TO_EVERYONE = import.meta.env.DEV;

/**
 * /{lang}/dev/statecharts: the journeys' statecharts for designers. In production a visitor who is
 * not signed in gets the staff login, a signed-in guest the not-found screen (nothing tells them
 * the page exists), an administrator the visualiser.
 */
export function StatechartsRoute() {
  const { data: user, isPending } = useUser();
  if (!OPEN_TO_EVERYONE && !isPending && user && !user.is_admin) return <NotFoundScreen />;
  const allowed = OPEN_TO_EVERYONE || Boolean(user?.is_admin);
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Statecharts of the journeys</Trans>
        </h1>
      </PageHeader>
      <div className="statecharts-page">
        {allowed ? (
          <Suspense fallback={<Skeleton count={3} height={48} />}>
            <Visualiser />
          </Suspense>
        ) : isPending ? (
          <Skeleton count={3} height={48} />
        ) : (
          <div className="container page">
            <StaffLoginGate />
          </div>
        )}
      </div>
    </>
  );
}
