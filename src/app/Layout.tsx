import { Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { NavBar } from './NavBar';
import { StaffBar } from './StaffBar';
import { HeaderVisibilityProvider } from '@src/shared/page/headerVisibility';
import { DocumentTitleProvider } from '@src/shared/page/documentTitle';
import { ReservationSectionsContext } from '@src/shared/reservation/reservationSection';
import { reservationSections } from './reservationSections';
import { AfterFirstPaint } from '@src/shared/page/afterFirstPaint';
import { SeasonalBanner, Toaster } from './islands';
import { lazyScreen } from '@src/shared/page/lazyScreen';
import { useAuthDialog } from '@src/shared/auth/authDialogStore';
import { HOTEL, hotelAddress } from '@domain/hotel';

// The login/register dialog is only fetched the first time someone opens it, with the modal's
// own code (decision 035) beside it rather than after it.
const AuthDialog = lazyScreen(() => {
  import('../ui/ModalDialog').catch(() => undefined);
  return import('@src/shared/auth/AuthDialog');
}, 'AuthDialog');

/** The back office's pages (/{lang}/admin and below) have the staff's bar, not the guests' navigation. */
const isStaffPage = (location: string) => location === '/admin' || location.startsWith('/admin/');

export function Layout({ children }: { children: ReactNode }) {
  const { open } = useAuthDialog();
  const staff = isStaffPage(useLocation()[0]);
  return (
    <DocumentTitleProvider>
      <HeaderVisibilityProvider>
        <a href="#main" className="skip-link">
          <Trans>Skip to content</Trans>
        </a>
        {staff ? (
          <StaffBar />
        ) : (
          <>
            <AfterFirstPaint>
              <SeasonalBanner />
            </AfterFirstPaint>
            <NavBar />
          </>
        )}
        <main id="main" tabIndex={-1}>
          <ReservationSectionsContext value={reservationSections}>{children}</ReservationSectionsContext>
        </main>
        <footer className="site-footer">
          <div className="container site-footer__inner">
            <p>
              {HOTEL.name} · {hotelAddress} · {HOTEL.phone}
            </p>
            <div className="site-footer__links">
              <Link href="/privacy">
                <Trans>Privacy policy</Trans>
              </Link>
              <Link href="/accessibility">
                <Trans>Accessibility</Trans>
              </Link>
            </div>
          </div>
        </footer>
        <AfterFirstPaint>
          <Toaster />
        </AfterFirstPaint>
        {open && (
          <Suspense fallback={null}>
            <AuthDialog />
          </Suspense>
        )}
      </HeaderVisibilityProvider>
    </DocumentTitleProvider>
  );
}
