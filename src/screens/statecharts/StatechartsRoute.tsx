import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Skeleton } from '../../ui/Skeleton';
import { PageHeader } from '@src/shared/page/PageHeader';
import { StaffLoginGate } from '@src/shared/auth/StaffLoginGate';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';

// One lazy chunk with the gate: a second, nested lazy import of the visualiser made the bundler
// split React DOM out of the first page's script (+0.9 kB gzip there on 26 Nov).
import { Visualiser } from './Visualiser';

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
          <Visualiser />
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
