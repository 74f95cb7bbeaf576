import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOTEL_TIME_ZONE } from '@domain/constants';
import type { FailedMailWire } from '@domain/frontDesk';
import { INTL_LOCALE } from '@domain/locales';
import { failedMailsQuery, postMailRetry } from '../../api/admin';
import { ApiError } from '../../api/client';
import { useLocale } from '../../i18n/useLocale';
import { Skeleton, SubmitButton, toast } from '../../ui';
import { AdminLoadError } from './AdminLoadError';
import { useMailKindLabel } from './mailKindLabels';

/**
 * The mails every attempt of which was refused (docs/decisions/013): to whom, what, why, and a
 * button that sends one again. A mail whose secret was deleted says so instead.
 */
export function FailedMailsSection() {
  const mails = useQuery({ ...failedMailsQuery, refetchOnMount: 'always' });
  const count = mails.data?.count;
  // The navigation's 'Mails not sent' link leads here (#mails): an address the browser does not
  // scroll to in the app, and the section comes after the requests above it. (Not the journeys'
  // focusHere: shared with the front desk, it became a chunk of its own before their first paint.)
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash !== '#mails') return;
    title.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="failed-mails-title" className="admin-mails" id="mails">
      <h2 id="failed-mails-title" ref={title} tabIndex={-1}>
        <Trans>Mails not sent</Trans>
        {count === undefined ? null : ` (${count})`}
      </h2>
      {mails.isPending ? <Skeleton count={1} height={80} /> : null}
      {mails.isError ? <AdminLoadError error={mails.error} /> : null}
      {count === 0 ? (
        <p>
          <Trans>Every mail has been sent.</Trans>
        </p>
      ) : null}
      {mails.data?.mails.length ? (
        <ul className="admin-arrivals" data-testid="failed-mails">
          {mails.data.mails.map((mail) => (
            <FailedMail key={mail.id} mail={mail} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function FailedMail({ mail }: { mail: FailedMailWire }) {
  const { t } = useLingui();
  const locale = useLocale();
  const kindLabel = useMailKindLabel();
  const queryClient = useQueryClient();
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HOTEL_TIME_ZONE,
  });
  const retry = useMutation({
    mutationFn: () => postMailRetry(mail.id),
    onSuccess: () => toast.success(t`Mail #${mail.id} to ${mail.to} will be sent again.`),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my', 'admin', 'mails'] }),
  });
  const lastTry = mail.last_attempt_at ?? mail.created_at;
  return (
    <li className="admin-arrival admin-mail">
      <div className="admin-arrival__head">
        <h3 className="admin-arrival__number">
          {kindLabel(mail.kind)} (#{mail.id})
        </h3>
        <time dateTime={lastTry}>{when.format(new Date(lastTry))}</time>
      </div>
      <p className="admin-arrival__booker">
        {mail.to} · {mail.subject}
      </p>
      <p className="admin-muted">
        {t`Attempts: ${mail.attempts}`} · {t`Last error: ${mail.last_error ?? t`none recorded`}`}
      </p>
      {mail.body_forgotten ? (
        <p className="admin-mail__forgotten">
          <Trans>
            Its content held a secret (a gift card code or a password link) and was deleted for privacy: it cannot be
            sent again.
          </Trans>
        </p>
      ) : (
        <SubmitButton
          type="button"
          variant="secondary"
          loading={retry.isPending}
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          <Trans>Send again</Trans>
        </SubmitButton>
      )}
    </li>
  );
}
