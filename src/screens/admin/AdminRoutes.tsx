import { Route, Switch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Skeleton } from '../../ui';
import { PageHeader } from '../pages/PageHeader';
import { StaffLoginGate } from './StaffLoginGate';
import { AdminNav } from './AdminNav';
import { ArrivalsScreen } from './ArrivalsScreen';
import { AdminReservationScreen } from './AdminReservationScreen';
import { PoliceReportScreen } from './PoliceReportScreen';
import { StaffActionsScreen } from './StaffActionsScreen';
import { RequestsInboxScreen } from './RequestsInboxScreen';
import { AdminPagesScreen } from './pages/AdminPagesScreen';
import { PageEditorScreen } from './pages/PageEditorScreen';
import { subPath } from '@domain/routes';
import '../checkIn/checkIn.css';
import './admin.css';

/** The front desk's pages below /admin, from the shared route table (domain/routes.ts). */
const paths = {
  arrivals: subPath('admin', 'admin'),
  reservation: subPath('adminReservation', 'admin'),
  policeReport: subPath('adminPoliceReport', 'admin'),
  requests: subPath('adminRequests', 'admin'),
  actions: subPath('adminActions', 'admin'),
  pages: subPath('adminPages', 'admin'),
  page: subPath('adminPage', 'admin'),
};

/**
 * /{lang}/admin: the front desk. The server decides who may see it (403 for anyone but an
 * administrator); each page shows that refusal in place.
 */
export function AdminRoutes() {
  const { data: user, isPending } = useUser();
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Front desk</Trans>
        </h1>
      </PageHeader>
      <div className="container page admin">
        {isPending ? <Skeleton count={3} height={48} /> : null}
        {!isPending && !user ? <StaffLoginGate /> : null}
        {user ? (
          <>
            <AdminNav />
            <Switch>
              <Route path={paths.arrivals} component={ArrivalsScreen} />
              <Route path={paths.reservation} component={AdminReservationScreen} />
              <Route path={paths.policeReport} component={PoliceReportScreen} />
              <Route path={paths.requests} component={RequestsInboxScreen} />
              <Route path={paths.actions} component={StaffActionsScreen} />
              <Route path={paths.pages} component={AdminPagesScreen} />
              <Route path={paths.page} component={PageEditorScreen} />
            </Switch>
          </>
        ) : null}
      </div>
    </>
  );
}
