import { lazy, Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { NavBar } from './NavBar';
import { SeasonalBanner } from './SeasonalBanner';
import { HeaderVisibilityProvider } from './headerVisibility';
import { DocumentTitleProvider } from './documentTitle';
import { Toaster } from '../ui/toast';
import { useAuthDialog } from '../screens/auth/authDialogStore';
import { HOTEL, hotelAddress } from '../../domain/hotel';

// The login/register dialog is only fetched the first time someone opens it.
const AuthDialog = lazy(() => import('../screens/auth/AuthDialog').then((m) => ({ default: m.AuthDialog })));

export function Layout({ children }: { children: ReactNode }) {
  const { open } = useAuthDialog();
  return (
    <DocumentTitleProvider>
      <HeaderVisibilityProvider>
        <a href="#main" className="skip-link">
          <Trans>Skip to content</Trans>
        </a>
        <SeasonalBanner />
        <NavBar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <div className="container site-footer__inner">
            <p>
              {HOTEL.name} · {hotelAddress} · {HOTEL.phone}
            </p>
            <Link href="/privacy">
              <Trans>Privacy policy</Trans>
            </Link>
          </div>
        </footer>
        <Toaster />
        {open && (
          <Suspense fallback={null}>
            <AuthDialog />
          </Suspense>
        )}
      </HeaderVisibilityProvider>
    </DocumentTitleProvider>
  );
}
