import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useNotFoundTitle } from '@src/shared/page/documentTitle';

/** product.md §1.2: 'Error 404', 'The page does not exist' and a link home. */
export function NotFoundScreen() {
  const { i18n } = useLingui();
  useNotFoundTitle();
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Error 404</Trans>
      </h1>
      <p>
        <Trans>The page does not exist</Trans>
      </p>
      <a className="button button--primary" href={`/${i18n.locale || 'it'}/`}>
        <Trans>Back to the home page</Trans>
      </a>
    </section>
  );
}
