import { paymentSplit } from '../../payments/paymentSplit';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import type { DepositValues } from '../../../domain/validation';
import { deposits, roomReservations } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { translate } from '../../http/messages';
import { paymentCard } from '../../payments/paymentRecords';
import type { PurchaseDescriptor, PurchaseSpec } from '../../payments/purchaseSpec';
import { inTransaction, type AppDeps } from '../../deps';
import { depositNoticeMail, depositReceiptMail } from './mails';
import { mailBrand } from '../../mail/templates';
import { depositMessages } from './messages';

export interface DepositResult {
  message: string;
  deposit_id: number;
  amount: number;
}

/**
 * A room reservation id is kept only when that reservation is ours; the number is always kept
 * as given (front-desk links carry the hotel system's number, which may not be in our tables).
 */
async function knownReservationId(tx: Tx, id: number | null | undefined): Promise<number | null> {
  if (!id) return null;
  const [row] = await tx.select({ id: roomReservations.id }).from(roomReservations).where(eq(roomReservations.id, id));
  return row?.id ?? null;
}

async function depositRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

/** The guest's receipt and the front desk's notice of a paid deposit. */
async function sendDepositMails(deps: AppDeps, depositId: number, fallbackLocale: Locale) {
  const row = await depositRow(deps.db, depositId);
  const data = {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    amountCents: row.amount,
    note: row.note,
    reservationNumber: row.reservationNumber,
    card: await paymentCard(deps.db, row.paymentId),
    paid: await paymentSplit(deps.db, 'deposit', row.id, row.paymentId),
    depositId: row.id,
    newsletterConsent: row.newsletterConsent,
  };
  const guestLocale = (row.locale as Locale) ?? fallbackLocale;
  await deps.mailer.send({
    to: row.email,
    kind: 'deposit.receipt',
    ...depositReceiptMail(guestLocale, data, mailBrand(deps.config)),
  });
  await deps.mailer.send({
    to: deps.config.frontDeskEmail,
    kind: 'deposit.notice',
    replyTo: row.email,
    ...depositNoticeMail(data, mailBrand(deps.config)),
  });
}

async function confirmDeposit(deps: AppDeps, tx: Tx, purchaseId: number, paymentId: number | null, locale: Locale) {
  const [row] = await tx
    .update(deposits)
    .set({ status: 'paid', paymentId, paidAt: new Date() })
    .where(eq(deposits.id, purchaseId))
    .returning();
  await sendDepositMails(inTransaction(deps, tx), purchaseId, locale);
  return row;
}

async function releaseDeposit(tx: Tx, purchaseId: number) {
  await tx.update(deposits).set({ status: 'failed' }).where(eq(deposits.id, purchaseId));
}

/**
 * The deposit as a kind of purchase (server/payments/purchaseSpec.ts), for the guest's request,
 * the gateway's events and reconciliation alike (without a request, its mails in Italian).
 */
export const depositPurchaseKind = (deps: AppDeps): PurchaseDescriptor => ({
  kind: 'deposit',
  confirm: (tx, purchaseId, paymentId, locale = 'it') => confirmDeposit(deps, tx, purchaseId, paymentId, locale),
  release: releaseDeposit,
  locale: async (db, purchaseId) => ((await depositRow(db, purchaseId))?.locale as Locale) ?? 'it',
});

/**
 * The deposit payment: the one purchase whose amount the guest states (validated by
 * depositSchema: 1 to 10,000 euro). Paid through runPurchase like every purchase.
 */
export function depositPurchase(
  deps: AppDeps,
  values: DepositValues,
  locale: Locale,
  sessionId: string | null,
): PurchaseSpec<DepositResult> {
  const resultFor = (row: { id: number; amount: number }): DepositResult => ({
    message: translate(depositMessages.thanks, locale),
    deposit_id: row.id,
    amount: row.amount,
  });
  return {
    purchase: depositPurchaseKind(deps),
    userId: null,
    locale,
    sessionId,
    email: values.email,
    async hold(tx) {
      const [row] = await tx
        .insert(deposits)
        .values({
          reservationId: await knownReservationId(tx, values.reservation_id),
          reservationNumber: values.reservation_number || null,
          amount: values.amount,
          note: values.note,
          firstName: values.first_name,
          lastName: values.last_name,
          email: values.email.toLowerCase(),
          locale,
          newsletterConsent: values.newsletter_consent,
          privacyConsentAt: new Date(),
        })
        .returning();
      const reference = [row.note, row.reservationNumber].filter(Boolean).join(' ');
      return {
        purchaseId: row.id,
        amountCents: row.amount,
        description: translate(depositMessages.description, 'it', { reference }),
      };
    },
    async resultFor(db, purchaseId) {
      return resultFor(await depositRow(db, purchaseId));
    },
  };
}
