import { Trans } from '@lingui/react/macro';
import type { SandboxCard } from './liveCardProblem';

/** The card the test wallet pays with (Stripe's test card that always pays). */
export const TEST_WALLET_CARD: SandboxCard = {
  number: '4242424242424242',
  expiry: `12 / ${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`,
  cvc: '123',
};

/**
 * Stands in for the wallet button (Apple Pay, Google Pay) of the Express Checkout Element: a
 * click is a confirmed wallet sheet, and the screen pays exactly as Stripe's `confirm` makes it.
 */
export function SandboxWalletButton({ disabled, onPay }: { disabled: boolean; onPay: () => void }) {
  return (
    <div className="sandbox-wallet">
      <button type="button" className="button button--secondary button--block" disabled={disabled} onClick={onPay}>
        <Trans>Pay with the test wallet</Trans>
      </button>
    </div>
  );
}
