import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useUser } from '@src/api/user';
import { Spinner } from '@src/ui';
import { LoginGate } from '@src/shared/auth/LoginGate';
import { PageHeader } from './PageHeader';

interface AccountSubPageProps {
  title: ReactNode;
  className: string;
  /** Rendered only for a signed-in guest; a visitor gets the login dialog instead. */
  children: ReactNode;
}

/** The frame of a screen under /{lang}/my/…: its title, the signed-in guest's content, the way back to the account. */
export function AccountSubPage({ title, className, children }: AccountSubPageProps) {
  const user = useUser();
  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <div className={`container page ${className}`}>
        {user.isPending ? <Spinner size="large" /> : null}
        {!user.isPending && !user.data ? <LoginGate /> : null}
        {user.data ? children : null}
        <p>
          <Link href="/my">
            <Trans>Back to my account</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
