import { eq, inArray } from 'drizzle-orm';

import type { BankPaymentOutcome } from '../../contract/enums';
import type { BankPaymentReceipt } from '../../contract/payout';
import { orderCodesIn } from '../domain/orders';
import { paymentOutcome } from '../domain/payment-webhook';
import type { BankNotification } from '../domain/payment-webhook';
import { moneyTransaction } from './ledger';
import { completeOrder, lockOrderForPayment } from './order-completion';
import { bankPayments, orders } from '../db/schema';
import type { Database } from '../db/types';

/** The first order whose code appears in the transfer content. */
async function matchOrderCode(tx: Database, content: string): Promise<string | null> {
  const codes = orderCodesIn(content);
  if (codes.length === 0) return null;
  const found = new Set((await tx.select({ code: orders.code }).from(orders).where(inArray(orders.code, codes))).map((row) => row.code));
  return codes.find((code) => found.has(code)) ?? null;
}

/**
 * A signed bank notification, in one transaction: stored by its reference first (ON CONFLICT DO NOTHING, so a
 * replay, even a concurrent one, finds the stored outcome and changes nothing), then matched to the order named
 * in its content and, when that order is awaiting payment and the amount covers it, the order is completed.
 */
export function recordBankPayment(db: Database, notification: BankNotification, at: Date): Promise<BankPaymentReceipt> {
  return moneyTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(bankPayments)
      .values({ reference: notification.reference, content: notification.content, amountVnd: notification.amount, outcome: 'UNMATCHED', receivedAt: at })
      .onConflictDoNothing({ target: bankPayments.reference })
      .returning({ reference: bankPayments.reference });
    if (!stored) {
      const [previous] = await tx
        .select({ outcome: bankPayments.outcome, orderCode: orders.code })
        .from(bankPayments)
        .leftJoin(orders, eq(orders.id, bankPayments.orderId))
        .where(eq(bankPayments.reference, notification.reference));
      return { outcome: previous.outcome as BankPaymentOutcome, replay: true, orderCode: previous.orderCode ?? null };
    }
    const code = await matchOrderCode(tx, notification.content);
    const order = code ? await lockOrderForPayment(tx, code, at) : null;
    const outcome = paymentOutcome(order, notification.amount);
    if (order && outcome === 'CONFIRMED') await completeOrder(tx, order, at, notification.reference);
    await tx
      .update(bankPayments)
      .set({ outcome, orderId: order?.id ?? null })
      .where(eq(bankPayments.reference, notification.reference));
    return { outcome, replay: false, orderCode: order?.code ?? null };
  });
}
