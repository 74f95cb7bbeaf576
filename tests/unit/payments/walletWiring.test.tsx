// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { depositMachine } from '@machines/deposit.machine';
import { CardPaymentFields, CardSession, cardPaymentFor } from '@src/payments';
import { ApiError } from '@src/api/client';
import { StripeCardFields } from '@src/payments/stripe/StripeCardFields';
import { cleanup, render } from '../ui/harness';

// Stripe mode, offline: Stripe.js and Elements are stand-ins that record calls (as in
// stripeCardFields.test.tsx). What is tested is the wiring: a confirmed wallet sheet pays through
// the journey's card step, with the journey's form, exactly as the Pay button does.

const stripe = { createPaymentMethod: vi.fn(), handleCardAction: vi.fn() };
const elements = { getElement: vi.fn(), update: vi.fn(), submit: vi.fn() };
const rendered: { wallet?: Record<string, (e: unknown) => void> } = {};

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  useStripe: () => stripe,
  useElements: () => elements,
  CardElement: () => null,
  ExpressCheckoutElement: (props: Record<string, (e: unknown) => void>) => {
    rendered.wallet = props;
    return null;
  },
}));
vi.mock('../../../src/payments/gateway', () => ({
  loadCardGateway: async () => ({
    config: { gateway: 'stripe', publishableKey: 'pk_test_x', currency: 'eur', country: 'IT' },
    CardFields: StripeCardFields,
  }),
}));

const FORM = {
  amount: 7700,
  note: 'Saldo camera 101',
  first_name: 'Dora',
  last_name: 'Deposito',
  email: 'dora@example.com',
  privacy: true,
};

function journey(post: (purchase: unknown, payment: unknown) => Promise<unknown>) {
  const session = new CardSession();
  const actor = createActor(
    depositMachine.provide({
      actors: { cardPayment: cardPaymentFor(session, post) },
      actions: { notifyAmountRefused: () => {} },
    }),
  ).start();
  return { session, actor };
}

async function mount(j: ReturnType<typeof journey>, form: Record<string, unknown>) {
  const card = j.actor.getSnapshot().children.cardPayment;
  await render(
    <CardPaymentFields
      card={card as never}
      session={j.session}
      amountCents={7700}
      onWalletPay={() => j.actor.send({ type: 'pay.submit', values: form as typeof FORM, source: 'wallet' })}
    />,
  );
  await vi.waitFor(() => expect(rendered.wallet).toBeDefined());
}

describe('the wallet in Stripe mode', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    rendered.wallet = undefined;
    elements.submit.mockResolvedValue({});
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_wallet' } });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(cleanup);

  it('posts the journey’s form with the wallet’s payment method, and the journey moves on', async () => {
    const post = vi.fn(async () => ({
      message: 'Thank you, We will get back to you shortly!',
      deposit_id: 3,
      amount: 7700,
    }));
    const j = journey(post);
    await mount(j, FORM);
    await act(async () => rendered.wallet!.onConfirm({ paymentFailed: vi.fn(), billingDetails: { name: 'Dora' } }));
    await waitFor(j.actor, (s) => s.matches('receipt'), { timeout: 1000 });
    expect(post).toHaveBeenCalledWith(FORM, { payment_method_id: 'pm_wallet' });
    expect(elements.submit).toHaveBeenCalledOnce();
  });

  it('meets the same checks as the card: a refused consent fails the sheet and shows under the field', async () => {
    const refused = new ApiError(422, 'Please accept the privacy policy.', {
      privacy: ['Please accept the privacy policy.'],
    });
    const post = vi.fn(async () => Promise.reject(refused));
    const j = journey(post);
    await mount(j, { ...FORM, privacy: false });
    const paymentFailed = vi.fn();
    await act(async () => rendered.wallet!.onConfirm({ paymentFailed, billingDetails: {} }));
    const card = j.actor.getSnapshot().children.cardPayment!;
    await waitFor(card, (s) => s.matches('failed'), { timeout: 1000 });
    expect(post).toHaveBeenCalledWith({ ...FORM, privacy: false }, { payment_method_id: 'pm_wallet' });
    expect(card.getSnapshot().context.failure?.errors).toEqual({ privacy: ['Please accept the privacy policy.'] });
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(j.actor.getSnapshot().value).toBe('form');
  });
});
