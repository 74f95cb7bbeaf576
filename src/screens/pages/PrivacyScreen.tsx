import { PageScreen } from './PageScreen';

/** /{lang}/privacy, the page the consent checkboxes link to. */
export function PrivacyScreen() {
  return <PageScreen slug="privacy" />;
}
