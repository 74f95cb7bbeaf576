import type { PaymentGateway } from '../../../server/payments/gateway';

/**
 * A gateway whose process "dies" around the charge: the request stops for good before the
 * gateway is called, or after it charged and before the outcome is saved (kill -9), or waits
 * until the test lets it go on (a request slower than reconciliation).
 */
export class DyingGateway {
  mode: 'pass' | 'die-before' | 'die-after' | 'pause-before' = 'pass';
  private resume: (() => void) | null = null;
  wrap(real: PaymentGateway): PaymentGateway {
    return {
      ...real,
      find: (p) => real.find(p),
      refund: (id, key) => real.refund(id, key),
      retrieve: (id) => real.retrieve(id),
      confirm: (id, key) => real.confirm(id, key),
      createAndConfirm: async (input) => {
        const mode = this.mode;
        if (mode === 'die-before') return new Promise(() => {});
        if (mode === 'pause-before') await new Promise<void>((resolve) => (this.resume = resolve));
        const state = await real.createAndConfirm(input);
        if (mode === 'die-after') return new Promise(() => {});
        return state;
      },
    };
  }
  goOn() {
    this.resume?.();
  }
}
