import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema';
import type { CardInfo, FailureCode, IntentState, PaymentGateway } from '../gateway';
import { decodeBehaviour } from './testCards';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

async function cardOf(db: Db, paymentMethodId: string): Promise<CardInfo | undefined> {
  const [pm] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return pm ? { brand: pm.brand, last4: pm.last4 } : undefined;
}

async function stateOf(db: Db, row: IntentRow): Promise<IntentState> {
  const base = { intentId: row.id, amountCents: row.amount };
  switch (row.status) {
    case 'succeeded':
      return { status: 'succeeded', ...base, card: await cardOf(db, row.paymentMethodId) };
    case 'requires_action':
      return { status: 'requires_action', ...base, clientSecret: row.clientSecret };
    case 'requires_confirmation':
      return { status: 'requires_confirmation', ...base };
    case 'refunded':
      return { status: 'failed', ...base, code: 'processing_error' };
    default:
      return { status: 'failed', ...base, code: (row.lastErrorCode as FailureCode | null) ?? 'card_declined' };
  }
}

async function findIntent(db: Db, intentId: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
  return row;
}

/**
 * The payment sandbox: the gateway interface backed by our own tables, following Stripe's test
 * cards. It is the embedded default when no Stripe key is configured.
 */
export function createSandboxGateway(db: Db): PaymentGateway {
  return {
    name: 'sandbox',

    async createAndConfirm(input) {
      const [previous] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (previous) return stateOf(db, previous);
      const [pm] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
      if (!pm) return { status: 'failed', intentId: null, code: 'invalid_card' };
      const behaviour = decodeBehaviour(pm.behaviour);
      const id = sandboxId('pi');
      let status = 'succeeded';
      let lastErrorCode: FailureCode | null = null;
      if (behaviour.kind === 'authenticate') status = 'requires_action';
      if (behaviour.kind === 'decline') [status, lastErrorCode] = ['requires_payment_method', behaviour.code];
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          amount: input.amountCents,
          currency: 'eur',
          paymentMethodId: pm.id,
          status,
          lastErrorCode,
          description: input.description,
          metadata: input.metadata,
        })
        .returning();
      return stateOf(db, row);
    },

    async retrieve(intentId) {
      const row = await findIntent(db, intentId);
      if (!row) return { status: 'failed', intentId: null, code: 'processing_error' };
      return stateOf(db, row);
    },

    async confirm(intentId) {
      const row = await findIntent(db, intentId);
      if (!row) return { status: 'failed', intentId: null, code: 'processing_error' };
      if (row.status !== 'requires_confirmation') return stateOf(db, row);
      const [pm] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, row.paymentMethodId));
      const behaviour = decodeBehaviour(pm.behaviour);
      const outcome = behaviour.kind === 'authenticate' ? behaviour.then : 'succeed';
      const [updated] = await db
        .update(sandboxPaymentIntents)
        .set(
          outcome === 'succeed'
            ? { status: 'succeeded' }
            : { status: 'requires_payment_method', lastErrorCode: outcome },
        )
        .where(eq(sandboxPaymentIntents.id, intentId))
        .returning();
      return stateOf(db, updated);
    },

    async find({ idempotencyKey, intentId }) {
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(
          intentId ? eq(sandboxPaymentIntents.id, intentId) : eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey),
        );
      return row ? stateOf(db, row) : null;
    },

    async cardFingerprint(paymentMethodId) {
      const [pm] = await db
        .select({ fingerprint: sandboxPaymentMethods.fingerprint })
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      return pm?.fingerprint ?? null;
    },

    async refund(intentId) {
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'refunded' })
        .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.status, 'succeeded')));
    },
  };
}

/** The browser's 3-D Secure stand-in: completes or fails the authentication of an intent. */
export async function authenticateSandboxIntent(
  db: Db,
  clientSecret: string,
  outcome: 'succeed' | 'fail',
): Promise<IntentRow | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
  if (!row) return null;
  if (row.status !== 'requires_action') return row;
  const [updated] = await db
    .update(sandboxPaymentIntents)
    .set(
      outcome === 'succeed'
        ? { status: 'requires_confirmation' }
        : { status: 'requires_payment_method', lastErrorCode: 'authentication_failed' },
    )
    .where(eq(sandboxPaymentIntents.id, row.id))
    .returning();
  return updated;
}
