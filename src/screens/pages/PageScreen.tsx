import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../api/client';
import { pageQueryOptions } from '../../api/accounts';
import { Skeleton } from '../../ui';
import { sanitizePageHtml } from '../../ui/pageHtml';
import { useLocale } from '../../i18n/useLocale';
import { NotFoundScreen } from '@src/shared/page/NotFoundScreen';
import { PageHeader } from '@src/shared/page/PageHeader';
import '@src/shared/page/page.css';

/**
 * A static page (privacy, accessibility, ...) in the route's language: the title as heading, the
 * body as HTML (staff edit it at /admin/pages), then what the screen adds below it (`children`).
 */
export function PageScreen({ slug, children }: { slug: string; children?: ReactNode }) {
  const locale = useLocale();
  const page = useQuery(pageQueryOptions(slug, locale));
  // The server sanitised the body already; again here with the same allow-list, so a bad row cannot run script.
  const body = useMemo(() => (page.data ? sanitizePageHtml(page.data.body) : ''), [page.data]);

  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundScreen />;
  return (
    <article className="static-page" aria-busy={page.isPending || undefined}>
      <PageHeader>{page.data ? <h1>{page.data.title}</h1> : <Skeleton height="2.5rem" width="60%" />}</PageHeader>
      <div className="container page">
        {page.isPending ? <Skeleton count={6} /> : null}
        {page.isError ? (
          <p className="static-page__error" role="alert">
            <Trans>This page could not be loaded. Please try again later.</Trans>
          </p>
        ) : null}
        {page.data ? <div className="static-page__body" dangerouslySetInnerHTML={{ __html: body }} /> : null}
        {page.data ? children : null}
      </div>
    </article>
  );
}
