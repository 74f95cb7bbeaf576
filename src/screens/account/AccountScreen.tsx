import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Spinner } from '../../ui';
import { PageHeader } from '@src/shared/page/PageHeader';
import { AccountDetails } from './AccountDetails';
import { AccountGuestGate } from './AccountGuestGate';
import { ReservationsSection } from './ReservationsSection';
import { BonusPreferenceSection } from './bonus/BonusPreferenceSection';
import './account.css';

/** /{lang}/my: the signed-in person's details and reservations; a guest gets the login dialog. */
export function AccountScreen() {
  const { data: user, isPending } = useUser();
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>My account</Trans>
        </h1>
      </PageHeader>
      <div className="container page account">
        {isPending ? <Spinner size="large" /> : null}
        {!isPending && !user ? <AccountGuestGate /> : null}
        {user ? (
          <>
            <AccountDetails user={user} />
            {user.bonus_terme_credit > 0 ? <BonusPreferenceSection /> : null}
            <ReservationsSection />
          </>
        ) : null}
      </div>
    </>
  );
}
