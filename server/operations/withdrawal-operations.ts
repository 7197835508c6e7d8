import { and, eq } from 'drizzle-orm';

import type { TokenSymbol } from '../../contract/enums';
import type { WithdrawalRecord } from '../domain/ledger';
import { newReference } from '../domain/ledger';
import { Decimal, toDecimalString } from '../domain/money';
import { withdrawAddressRefusal } from '../domain/withdraw-addresses';
import type { WithdrawAddressRecord } from '../domain/withdraw-addresses';
import { ApiError } from '../http/errors';
import { lockWallets, lockedWallet, setReferenceStatus } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { notify } from '../db/notifications';
import { withdrawals } from '../db/schema';
import { findWithdrawAddress } from '../db/withdraw-addresses';
import type { Database } from '../db/types';
import { moneyTransaction, post, requireBalance } from './ledger';
import { amountRules, tokenRules } from './token-rules';

export const WITHDRAW_SYMBOL: TokenSymbol = 'USDT';

export interface WithdrawalRequest {
  userId: string;
  amount: string;
  /** The member's address book entry it goes to. */
  addressId: string;
  /** The chain it is paid out on (config/chains.ts). */
  chainId: number;
}

/** Refuses a withdrawal to a book entry that is not the member's, removed, unconfirmed or still in its delay. */
export function refuseWithdrawAddress(entry: WithdrawAddressRecord | null, at: Date): asserts entry is WithdrawAddressRecord {
  const refusal = withdrawAddressRefusal(entry, at);
  if (!refusal) return;
  const values = refusal.opensAt ? { opensAt: refusal.opensAt } : undefined;
  throw new ApiError(refusal.status, refusal.code, { errors: { addressId: refusal.code }, params: values, values });
}

/**
 * Withdrawal of USDT to a usable entry of the member's address book (checked again here, in the transaction): debited
 * at once with PENDING rows (WITHDRAW −amount, FEE −fee), a PENDING record naming the entry, and WITHDRAWAL_REQUESTED.
 */
export function requestWithdrawal(db: Database, request: WithdrawalRequest, at: Date): Promise<{ withdrawal: WithdrawalRecord; rows: PostedRow[] }> {
  const symbol = WITHDRAW_SYMBOL;
  const { userId, amount } = request;
  return moneyTransaction(db, async (tx) => {
    const entry = await findWithdrawAddress(tx, userId, request.addressId);
    refuseWithdrawAddress(entry, at);
    const { settings } = await tokenRules(tx, symbol, 'WITHDRAW');
    const { fee, debit } = amountRules(amount, settings, symbol);
    const wallet = { userId, symbol };
    const locked = await lockWallets(tx, [wallet]);
    requireBalance(lockedWallet(locked, wallet), debit);
    const reference = newReference('WD');
    const rows = await post(
      tx,
      locked,
      [
        { ...wallet, type: 'WITHDRAW', amount: `-${amount}`, reference, status: 'PENDING' },
        ...(fee === '0' ? [] : [{ ...wallet, type: 'FEE' as const, amount: `-${fee}`, reference, status: 'PENDING' as const }]),
      ],
      at,
    );
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        userId,
        symbol,
        amount,
        fee,
        address: entry.address,
        addressId: entry.id,
        addressLabel: entry.label,
        chainId: request.chainId,
        reference,
        createdAt: at,
      })
      .returning();
    await notify(tx, userId, 'WITHDRAWAL_REQUESTED', { amount: toDecimalString(amount), symbol }, at);
    return { withdrawal, rows };
  });
}

export type WithdrawalDecision =
  | { outcome: 'not-found' }
  | { outcome: 'not-pending'; withdrawal: WithdrawalRecord }
  | { outcome: 'decided'; withdrawal: WithdrawalRecord; rows: PostedRow[] };

/** Puts amount and fee of a PENDING withdrawal back: its rows marked `rowsStatus`, refund rows (COMPLETED, same reference). */
async function refund(tx: Database, current: WithdrawalRecord, rowsStatus: 'REJECTED' | 'CANCELLED', at: Date): Promise<PostedRow[]> {
  await setReferenceStatus(tx, current.reference, ['WITHDRAW', 'FEE'], 'PENDING', rowsStatus);
  const wallet = { userId: current.userId, symbol: current.symbol };
  const locked = await lockWallets(tx, [wallet]);
  return post(
    tx,
    locked,
    [
      { ...wallet, type: 'WITHDRAW', amount: current.amount, reference: current.reference },
      ...(new Decimal(current.fee).isZero() ? [] : [{ ...wallet, type: 'FEE' as const, amount: current.fee, reference: current.reference }]),
    ],
    at,
  );
}

const notificationParams = (withdrawal: WithdrawalRecord) => ({
  amount: toDecimalString(withdrawal.amount),
  symbol: withdrawal.symbol,
  ...(withdrawal.reason ? { reason: withdrawal.reason } : {}),
});

export type OperatorDecision = { decision: 'APPROVE'; txHash: string } | { decision: 'REJECT'; reason: string | null };

/**
 * The operator's decision on a PENDING withdrawal, in one transaction with the record locked. APPROVE (with the payout's
 * transaction hash): the record APPROVED, its rows COMPLETED. REJECT: the record REJECTED (with the reason), its rows
 * REJECTED, and refund rows (WITHDRAW +amount, FEE +fee, COMPLETED, same reference) credit the wallet back. The member
 * is notified. A withdrawal the member cancelled first is not pending.
 */
export function decideWithdrawal(db: Database, id: string, decision: OperatorDecision, at: Date): Promise<WithdrawalDecision> {
  return moneyTransaction(db, async (tx) => {
    const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!current) return { outcome: 'not-found' as const };
    if (current.status !== 'PENDING') return { outcome: 'not-pending' as const, withdrawal: current };
    let rows: PostedRow[] = [];
    if (decision.decision === 'APPROVE') {
      await setReferenceStatus(tx, current.reference, ['WITHDRAW', 'FEE'], 'PENDING', 'COMPLETED');
    } else {
      rows = await refund(tx, current, 'REJECTED', at);
    }
    const [withdrawal] = await tx
      .update(withdrawals)
      .set(
        decision.decision === 'APPROVE'
          ? { status: 'APPROVED', txHash: decision.txHash, reason: null, decidedAt: at }
          : { status: 'REJECTED', reason: decision.reason, decidedAt: at },
      )
      .where(eq(withdrawals.id, id))
      .returning();
    await notify(tx, withdrawal.userId, decision.decision === 'APPROVE' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED', notificationParams(withdrawal), at);
    return { outcome: 'decided' as const, withdrawal, rows };
  });
}

/**
 * The member stops their PENDING withdrawal, in one transaction with the record locked (so a cancel racing another
 * cancel or the operator's decision: exactly one wins): the record CANCELLED, its rows CANCELLED, refund rows give
 * amount and fee back, WITHDRAWAL_CANCELLED. Another member's withdrawal is not found.
 */
export function cancelWithdrawal(db: Database, userId: string, id: string, at: Date): Promise<WithdrawalDecision> {
  return moneyTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)))
      .for('update');
    if (!current) return { outcome: 'not-found' as const };
    if (current.status !== 'PENDING') return { outcome: 'not-pending' as const, withdrawal: current };
    const rows = await refund(tx, current, 'CANCELLED', at);
    const [withdrawal] = await tx
      .update(withdrawals)
      .set({ status: 'CANCELLED', decidedAt: at })
      .where(eq(withdrawals.id, id))
      .returning();
    await notify(tx, userId, 'WITHDRAWAL_CANCELLED', notificationParams(withdrawal), at);
    return { outcome: 'decided' as const, withdrawal, rows };
  });
}
