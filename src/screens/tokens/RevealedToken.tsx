import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/** The new token, shown this once: a copy button and the warning that it will not be shown again. */
export function RevealedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(token).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="tokens__reveal">
      <p className="tokens__warning" role="note">
        <Trans>Copy your new token now: it will not be shown again.</Trans>
      </p>
      <label className="form-label" htmlFor="new-token">
        <Trans>Your token</Trans>
      </label>
      <input
        id="new-token"
        className="form-input tokens__secret"
        readOnly
        value={token}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="new-token"
      />
      <div className="tokens__reveal-actions">
        <button type="button" className="button button--primary" onClick={copy}>
          <Trans>Copy</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
      <p aria-live="polite" className="tokens__copied">
        {copied === true
          ? t`Copied to the clipboard.`
          : copied === false
            ? t`Could not copy: select the token and copy it yourself.`
            : ''}
      </p>
    </div>
  );
}
