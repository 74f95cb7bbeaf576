import { Trans } from '@lingui/react/macro';

/** Shown where the wallet button would be when this browser offers no wallet (product.md §4.2). */
export function WalletHint() {
  return (
    <p className="wallet-hint" data-testid="wallet-hint">
      <Trans>Apple Pay and Google Pay are not supported in this browser.</Trans>
    </p>
  );
}
