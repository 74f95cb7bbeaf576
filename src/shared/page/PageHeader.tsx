import type { ReactNode } from 'react';
import { useObservedHeader } from '@src/shared/page/headerVisibility';
import './pageHeader.css';

/** The dark band with the page's title; the navigation bar sits on it until it scrolls away. */
export function PageHeader({ children }: { children: ReactNode }) {
  const headerRef = useObservedHeader();
  return (
    <header ref={headerRef} className="page-header terme-page-header" data-page-header>
      <div className="container">{children}</div>
    </header>
  );
}
