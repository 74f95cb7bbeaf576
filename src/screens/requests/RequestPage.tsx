import type { ReactNode } from 'react';
import { Link, useRoute, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@src/shared/page/PageHeader';
import '@src/shared/forms/requestForm.css';
import './requests.css';

/** The two request screens share a header and a switch between them (SPEC 2: requests.change-booking, requests.refund). */
export function RequestPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const query = useSearch();
  const search = query ? `?${query}` : '';
  const [onChange] = useRoute('/change-booking');
  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <div className="container page request-page">
        <nav className="request-switch" aria-label={t`Requests`}>
          <Link
            href={`/change-booking${search}`}
            className="request-switch__link"
            aria-current={onChange ? 'page' : undefined}
          >
            <Trans>Change booking</Trans>
          </Link>
          <Link href={`/refund${search}`} className="request-switch__link" aria-current={onChange ? undefined : 'page'}>
            <Trans>Refund</Trans>
          </Link>
        </nav>
        <p className="request-page__lead">{lead}</p>
        {children}
      </div>
    </>
  );
}
