import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { ROUTES } from '@domain/routes';
import { PageScreen } from './PageScreen';

/**
 * /{lang}/accessibility (product.md §8.4), linked from every page's footer: the statement staff keep
 * at /admin/pages, and the way to report a barrier, which reaches the front desk's inbox.
 */
export function AccessibilityScreen() {
  return (
    <PageScreen slug="accessibility">
      <section className="static-page__action" aria-labelledby="report-barrier">
        <h2 id="report-barrier">
          <Trans>Report a barrier</Trans>
        </h2>
        <p>
          <Trans>Tell us what got in your way: the front desk answers every report.</Trans>
        </p>
        <Link href={ROUTES.requestsAccessibilityBarrier.path} className="button button--primary">
          <Trans>Report a barrier</Trans>
        </Link>
      </section>
    </PageScreen>
  );
}
