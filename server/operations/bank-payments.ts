import type { BankPaymentReceipt } from '../../contract/payout';
import { orderCodesIn } from '../domain/orders';
import { paymentOutcome } from '../domain/payment-webhook';
import type { BankNotification } from '../domain/payment-webhook';
import { moneyTransaction } from './ledger';
import { completeOrder, lockOrderForPayment } from './order-completion';
import { existingOrderCodes, findBankPayment, setBankPaymentOutcome, storeBankPayment } from '../db/bank-payments';
import type { Database } from '../db/types';

/** The first order whose code appears in the transfer content. */
async function matchOrderCode(tx: Database, content: string): Promise<string | null> {
  const codes = orderCodesIn(content);
  if (codes.length === 0) return null;
  const found = await existingOrderCodes(tx, codes);
  return codes.find((code) => found.has(code)) ?? null;
}

/**
 * A signed bank notification, in one transaction: stored by its reference first (ON CONFLICT DO NOTHING, so a
 * replay, even a concurrent one, finds the stored outcome and changes nothing), then matched to the order named
 * in its content and, when that order is awaiting payment and the amount covers it, the order is completed.
 */
export function recordBankPayment(db: Database, notification: BankNotification, at: Date): Promise<BankPaymentReceipt> {
  return moneyTransaction(db, async (tx) => {
    const stored = await storeBankPayment(tx, { reference: notification.reference, content: notification.content, amountVnd: notification.amount, receivedAt: at });
    if (!stored) return { ...(await findBankPayment(tx, notification.reference)), replay: true };
    const code = await matchOrderCode(tx, notification.content);
    const order = code ? await lockOrderForPayment(tx, code, at) : null;
    const outcome = paymentOutcome(order, notification.amount);
    if (order && outcome === 'CONFIRMED') await completeOrder(tx, order, at, notification.reference);
    await setBankPaymentOutcome(tx, notification.reference, outcome, order?.id ?? null);
    return { outcome, replay: false, orderCode: order?.code ?? null };
  });
}
