import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REQUEST_STATUSES, type RequestStatus } from '@domain/constants';
import { requestsInboxQuery } from '../../api/admin';
import { Skeleton } from '../../ui';
import { AdminLoadError } from './AdminLoadError';
import { RequestsTable } from './RequestsTable';
import { FailedMailsSection } from './FailedMailsSection';
import { useRequestLabels } from './requestLabels';

/**
 * The guests' requests (change of booking, refund, airport transfer), by status: the new ones
 * first; staff read what the guest sent and move each along to in progress and done. Below them,
 * the mails that could not be sent, each to be sent again.
 */
export function RequestsInboxScreen() {
  const { t } = useLingui();
  const labels = useRequestLabels();
  const [status, setStatus] = useState<RequestStatus>('new');
  const inbox = useQuery({ ...requestsInboxQuery(status), refetchOnMount: 'always' });
  // Stays true while another filter's requests load, so the mails below are not asked again.
  const [inboxCame, setInboxCame] = useState(false);
  if (inbox.isSuccess && !inboxCame) setInboxCame(true);
  return (
    <>
      <section aria-labelledby="requests-title">
        <h2 id="requests-title">
          <Trans>Guest requests</Trans>
        </h2>
        <div className="admin-filter" role="group" aria-label={t`Show requests`}>
          {REQUEST_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className="admin-filter__button"
              aria-pressed={s === status}
              onClick={() => setStatus(s)}
            >
              {labels.status(s)}
              {inbox.data ? ` (${inbox.data.counts[s]})` : ''}
            </button>
          ))}
        </div>
        {inbox.isPending ? <Skeleton count={3} height={120} /> : null}
        {inbox.isError ? <AdminLoadError error={inbox.error} /> : null}
        {inbox.data?.requests.length === 0 ? (
          <p>
            <Trans>No requests here.</Trans>
          </p>
        ) : null}
        {inbox.data?.requests.length ? (
          <RequestsTable requests={inbox.data.requests} caption={labels.status(status)} />
        ) : null}
      </section>
      {/* Under the requests once they have first come: below their skeletons it moved when they came (CLS 0.05 on a phone). */}
      {inboxCame && !inbox.isError ? <FailedMailsSection /> : null}
    </>
  );
}
