import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentSource } from '@machines/cardPayment.machine';

/** What a mounted card field (Stripe Elements or the sandbox) can do for the card statechart. */
export interface CardFieldDriver {
  /** Turns the card (or the wallet's choice) into a payment method; rejects with `{message}`. */
  createPaymentMethod(source: PaymentSource): Promise<{ id: string }>;
  /** Runs 3-D Secure; resolves with the intent id once it is over (completed or failed), rejects when abandoned. */
  handleCardAction(clientSecret: string): Promise<{ paymentIntentId: string }>;
  /** Empties the card field (after a successful payment). */
  clear?(): void;
  /** The payment is over (a wallet sheet is told whether it failed). */
  settled?(paid: boolean): void;
}

/** A rejection the statechart reads (`toSubmitFailure`): a message, no field errors. */
export const cardFailure = (message: string) => ({ message, errors: {} });

const READY_TIMEOUT_MS = 15_000;

/**
 * Where the card payment statechart's effects find the card field on screen. A journey makes one
 * when it provides its machine (the effects are provided once); the field attaches itself when it
 * mounts (after its gateway's code loaded), and the effects wait for it.
 */
export class CardSession {
  private driver: CardFieldDriver | null = null;
  private waiting: ((driver: CardFieldDriver) => void)[] = [];

  attach(driver: CardFieldDriver): () => void {
    this.driver = driver;
    for (const resolve of this.waiting.splice(0)) resolve(driver);
    return () => {
      if (this.driver === driver) this.driver = null;
    };
  }

  get ready(): boolean {
    return this.driver !== null;
  }

  private whenAttached(): Promise<CardFieldDriver> {
    if (this.driver) return Promise.resolve(this.driver);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(cardFailure(i18n._(msg`The card field could not be loaded. Please reload the page.`))),
        READY_TIMEOUT_MS,
      );
      this.waiting.push((driver) => {
        clearTimeout(timer);
        resolve(driver);
      });
    });
  }

  clear(): void {
    this.driver?.clear?.();
  }

  settled(paid: boolean): void {
    this.driver?.settled?.(paid);
  }

  async createPaymentMethod(source: PaymentSource): Promise<{ id: string }> {
    return (await this.whenAttached()).createPaymentMethod(source);
  }

  async handleCardAction(clientSecret: string): Promise<{ paymentIntentId: string }> {
    return (await this.whenAttached()).handleCardAction(clientSecret);
  }
}
