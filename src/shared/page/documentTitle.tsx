import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { useLocale } from '../../i18n/useLocale';
import { useAfterFirstPaint } from '@src/shared/page/afterFirstPaint';

const NotFoundShown = createContext<(shown: boolean) => void>(() => {});

/**
 * Keeps document.title on the screen's own title in the route's language (WCAG 2.4.2), and the
 * description, canonical and alternate links on the screen's own (domain/pageHead.ts), on the
 * first load and on every client-side navigation. A screen that finds nothing to show (an
 * unknown product or date) shows the not-found title instead.
 */
export function DocumentTitleProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const locale = useLocale();
  const [notFound, setNotFound] = useState(0);
  const [report] = useState(() => (shown: boolean) => setNotFound((count) => count + (shown ? 1 : -1)));
  // The heads' texts (every page's description in three languages) load after the first paint,
  // whose head the server wrote already (decision 026).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    let current = true;
    void Promise.all([import('@domain/pageHead'), import('./documentHead')]).then(
      ([{ notFoundHead, pageHead }, { applyPageHead }]) => {
        if (current) applyPageHead(notFound > 0 ? notFoundHead(locale) : pageHead(pathname, locale));
      },
    );
    return () => {
      current = false;
    };
  }, [painted, pathname, locale, notFound]);
  return <NotFoundShown.Provider value={report}>{children}</NotFoundShown.Provider>;
}

/** For the not-found screen: while it shows, the page is titled 'Page not found'. */
export function useNotFoundTitle() {
  const report = useContext(NotFoundShown);
  useEffect(() => {
    report(true);
    return () => report(false);
  }, [report]);
}
