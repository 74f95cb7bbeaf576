import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../api/client';

/** A front-desk read that failed: the server's refusal (403: staff only, 404) or a plain failure. */
export function AdminLoadError({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <p className="notice notice--error" role="alert">
      {status === 403 ? (
        <Trans>This page is for the hotel's staff only.</Trans>
      ) : status === 404 ? (
        <Trans>Not found.</Trans>
      ) : (
        <Trans>This page could not be loaded. Please try again later.</Trans>
      )}
    </p>
  );
}
