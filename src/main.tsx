// First: the first screen's data leaves before React's modules run (decision 028).
import './startFirstRequests';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRouteScreen } from './app/routes';
import { warmIntl } from './app/warmIntl';
import { activateLocale } from './i18n/i18n';
import { isLocale, pickLocale } from '../domain/locales';
import './styles/index.css';
import './app/app.css';

// Lingui's I18nProvider renders nothing until a language is active: activate the route's one first.
const firstSegment = location.pathname.split('/')[1];
const locale = isLocale(firstSegment) ? firstSegment : pickLocale(navigator.languages.join(','));
// The route's screen too, when it has one of its own: it then shows with the first paint (a
// screen that fails to load is left to its Suspense boundary, which asks again).
const screen = preloadRouteScreen(location.pathname).catch(() => undefined);
// A task of its own, so that the first requests and the chunks' fetches are not held up by it.
setTimeout(() => warmIntl(locale));
void Promise.all([activateLocale(locale, 'shell'), screen]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
