// First: the first screen's data leaves before React's modules run (decision 028).
import './startFirstRequests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale } from './i18n/i18n';
import { isLocale, pickLocale } from '../domain/locales';
import './styles/index.css';
import './app/app.css';

// Lingui's I18nProvider renders nothing until a language is active: activate the route's one first.
const firstSegment = location.pathname.split('/')[1];
void activateLocale(isLocale(firstSegment) ? firstSegment : pickLocale(navigator.languages.join(',')), 'shell').then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
