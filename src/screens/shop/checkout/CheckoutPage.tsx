import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@src/shared/page/PageHeader';

export type CheckoutStep = 'personalisation' | 'payment' | 'confirmation';

/** The checkout's frame: its title and the three steps, the current one marked. */
export function CheckoutPage({
  step,
  machine,
  state,
  children,
}: {
  step: CheckoutStep;
  machine: string;
  state: string;
  children: ReactNode;
}) {
  const steps: { id: CheckoutStep; label: ReactNode }[] = [
    { id: 'personalisation', label: <Trans>1. Recipients</Trans> },
    { id: 'payment', label: <Trans>2. Payment</Trans> },
    { id: 'confirmation', label: <Trans>3. Confirmation</Trans> },
  ];
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Checkout</Trans>
        </h1>
      </PageHeader>
      <div className="container page checkout-page" data-machine={machine} data-state={state}>
        <ol className="checkout-steps">
          {steps.map((s) => (
            <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
              {s.label}
            </li>
          ))}
        </ol>
        {children}
      </div>
    </>
  );
}
