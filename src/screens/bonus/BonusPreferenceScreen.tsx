import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Spinner } from '../../ui';
import { LoginGate } from '../booking/reservation/LoginGate';
import { PageHeader } from '../pages/PageHeader';
import { BonusPreferenceSection } from './BonusPreferenceSection';

/** /{lang}/my/bonus-terme/preferences (SPEC 2: /it/my/bonus-terme/preferences; every language served). */
export function BonusPreferenceScreen() {
  const user = useUser();
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Your bonus terme</Trans>
        </h1>
      </PageHeader>
      <div className="container page bonus-page">
        {user.isPending ? <Spinner size="large" /> : null}
        {!user.isPending && !user.data ? <LoginGate /> : null}
        {user.data ? <BonusPreferenceSection always /> : null}
        <p>
          <Link href="/my">
            <Trans>Back to my account</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
