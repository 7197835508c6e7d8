import { eq, inArray } from 'drizzle-orm';

import type { BankPaymentOutcome } from '../../contract/enums';
import { bankPayments, orders } from './schema';
import type { Database } from './types';

/** Which of these order codes exist. */
export async function existingOrderCodes(tx: Database, codes: readonly string[]): Promise<Set<string>> {
  const rows = await tx.select({ code: orders.code }).from(orders).where(inArray(orders.code, [...codes]));
  return new Set(rows.map((row) => row.code));
}

/**
 * Stores a bank notification by its reference, UNMATCHED until decided (ON CONFLICT DO NOTHING: a replay, even a
 * concurrent one, stores nothing). False when that reference was stored before.
 */
export async function storeBankPayment(
  tx: Database,
  payment: { reference: string; content: string; amountVnd: number; receivedAt: Date },
): Promise<boolean> {
  const [stored] = await tx
    .insert(bankPayments)
    .values({ ...payment, outcome: 'UNMATCHED' })
    .onConflictDoNothing({ target: bankPayments.reference })
    .returning({ reference: bankPayments.reference });
  return stored !== undefined;
}

/** What a stored notification decided, and the code of its order. */
export async function findBankPayment(tx: Database, reference: string): Promise<{ outcome: BankPaymentOutcome; orderCode: string | null }> {
  const [previous] = await tx
    .select({ outcome: bankPayments.outcome, orderCode: orders.code })
    .from(bankPayments)
    .leftJoin(orders, eq(orders.id, bankPayments.orderId))
    .where(eq(bankPayments.reference, reference));
  return { outcome: previous.outcome as BankPaymentOutcome, orderCode: previous.orderCode ?? null };
}

export async function setBankPaymentOutcome(tx: Database, reference: string, outcome: BankPaymentOutcome, orderId: string | null): Promise<void> {
  await tx.update(bankPayments).set({ outcome, orderId }).where(eq(bankPayments.reference, reference));
}
