import { useEffect, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { i18n, activateLocale } from '../i18n/i18n';
import { isLocale, pickLocale } from '@domain/locales';
import { Layout } from './Layout';
import { LocaleRoutes } from './routes';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';

/** Everything under /{lang}: activates the route's language before the screens render. */
function LocaleScope() {
  const { lang } = useParams<{ lang: string }>();
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (!isLocale(lang)) return;
    void activateLocale(lang, 'shell').then(() => setReady(lang));
  }, [lang]);
  if (!isLocale(lang)) return <NotFoundOutsideLocale />;
  if (ready !== lang && !i18n.locale) return null;
  return (
    <Layout>
      <LocaleRoutes />
    </Layout>
  );
}

/** /404 and paths with no language: shown in the visitor's language. */
function NotFoundOutsideLocale() {
  const locale = pickLocale(navigator.languages.join(','));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void activateLocale(locale, 'shell').then(() => setReady(true));
  }, [locale]);
  if (!ready) return null;
  return (
    <Layout>
      <NotFoundScreen />
    </Layout>
  );
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Switch>
        <Route path="/">
          <Redirect to={`/${pickLocale(navigator.languages.join(','))}/`} replace />
        </Route>
        <Route path="/:lang" nest>
          <LocaleScope />
        </Route>
      </Switch>
    </I18nProvider>
  );
}
