import type { ReactNode } from 'react';
import { Link, useRoute, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@src/shared/page/PageHeader';
import '@src/shared/forms/requestForm.css';
import './requests.css';

type Props = {
  title: string;
  lead: ReactNode;
  /** The switch between the two booking requests (change, refund); a barrier report is neither. */
  bookingSwitch?: boolean;
  children: ReactNode;
};

/** The request screens share a header; the two booking requests a switch between them (product.md §8). */
export function RequestPage({ title, lead, bookingSwitch = true, children }: Props) {
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
        {bookingSwitch ? (
          <nav className="request-switch" aria-label={t`Requests`}>
            <Link
              href={`/change-booking${search}`}
              className="request-switch__link"
              aria-current={onChange ? 'page' : undefined}
            >
              <Trans>Change booking</Trans>
            </Link>
            <Link
              href={`/refund${search}`}
              className="request-switch__link"
              aria-current={onChange ? undefined : 'page'}
            >
              <Trans>Refund</Trans>
            </Link>
          </nav>
        ) : null}
        <p className="request-page__lead">{lead}</p>
        {children}
      </div>
    </>
  );
}
