import { Trans } from '@lingui/react/macro';

/** The rates could not be loaded: say so and offer to try again. */
export function RatesLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="booking-notice" role="alert">
      <p>
        <Trans>The rooms could not be loaded. Please check your connection and try again.</Trans>
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
