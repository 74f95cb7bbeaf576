// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardSession } from '@src/payments/session';
import { StripeCardFields } from '@src/payments/stripe/StripeCardFields';
import { cleanup, render } from '../ui/harness';

// Stripe.js cannot load offline: Elements and the Stripe object are stand-ins that record calls.
const stripe = { createPaymentMethod: vi.fn(), handleCardAction: vi.fn() };
const cardElement = { clear: vi.fn() };
const elements = { getElement: vi.fn(() => cardElement), update: vi.fn(), submit: vi.fn() };
const rendered: { card?: Record<string, (e: unknown) => void>; wallet?: Record<string, (e: unknown) => void> } = {};

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  useStripe: () => stripe,
  useElements: () => elements,
  CardElement: (props: Record<string, (e: unknown) => void>) => {
    rendered.card = props;
    return null;
  },
  ExpressCheckoutElement: (props: Record<string, (e: unknown) => void>) => {
    rendered.wallet = props;
    return null;
  },
}));

const config = { gateway: 'stripe' as const, publishableKey: 'pk_test_x', currency: 'eur', country: 'IT' };

describe('the Stripe card field', () => {
  let session: CardSession;
  let container: HTMLElement;
  const changes: (string | null)[] = [];
  const walletPays = vi.fn();
  beforeEach(async () => {
    vi.clearAllMocks();
    changes.length = 0;
    session = new CardSession();
    container = await render(
      <StripeCardFields
        session={session}
        config={config}
        amountCents={5000}
        disabled={false}
        alertId="alert"
        invalid={false}
        onCardChange={(error) => void changes.push(error)}
        onWalletPay={walletPays}
      />,
    );
  });
  afterEach(cleanup);

  it('creates a card payment method from the card element', async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    await expect(session.createPaymentMethod('card')).resolves.toEqual({ id: 'pm_1' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: cardElement });
  });

  it("rejects with Stripe's message when the card is refused", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    await expect(session.createPaymentMethod('card')).rejects.toEqual({
      message: 'Your card number is incomplete.',
      errors: {},
    });
  });

  it('reports the card element messages live', () => {
    rendered.card!.onChange({ error: { message: 'Your card number is invalid.' } });
    rendered.card!.onChange({ complete: true });
    expect(changes).toEqual(['Your card number is invalid.', null]);
  });

  it('hands a failed authentication to the server with its intent, and rejects an abandoned one', async () => {
    stripe.handleCardAction.mockResolvedValueOnce({ paymentIntent: { id: 'pi_ok' } });
    await expect(session.handleCardAction('secret')).resolves.toEqual({ paymentIntentId: 'pi_ok' });
    stripe.handleCardAction.mockResolvedValueOnce({
      error: { message: 'failed', payment_intent: { id: 'pi_failed' } },
    });
    await expect(session.handleCardAction('secret')).resolves.toEqual({ paymentIntentId: 'pi_failed' });
    stripe.handleCardAction.mockResolvedValueOnce({ error: { message: 'The page was closed.' } });
    await expect(session.handleCardAction('secret')).rejects.toEqual({ message: 'The page was closed.', errors: {} });
  });

  it('pays with a wallet through the Express Checkout Element and tells the sheet when it failed', async () => {
    const paymentFailed = vi.fn();
    rendered.wallet!.onConfirm({ paymentFailed, billingDetails: { name: 'Anna' } });
    expect(walletPays).toHaveBeenCalledOnce();
    elements.submit.mockResolvedValue({});
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_wallet' } });
    await expect(session.createPaymentMethod('wallet')).resolves.toEqual({ id: 'pm_wallet' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      elements,
      params: { billing_details: { name: 'Anna' } },
    });
    session.settled(false);
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
  });

  it('shows the wallet hint when this browser offers no wallet', async () => {
    expect(container.textContent).not.toContain('not supported in this browser');
    await act(async () => rendered.wallet!.onReady({ availablePaymentMethods: undefined }));
    expect(container.textContent).toContain('Apple Pay and Google Pay are not supported in this browser.');
  });
});
