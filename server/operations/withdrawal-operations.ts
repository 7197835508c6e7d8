import type { TokenSymbol } from '../../contract/enums';
import { OPERATION_SYMBOLS } from '../../contract/money-rules/fees';
import { appendAudit } from '../db/audit-log';
import { lockWallets, lockedWallet, setReferenceStatus } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { notify } from '../db/notifications';
import type { Database } from '../db/types';
import { findWithdrawAddress } from '../db/withdraw-addresses';
import { insertWithdrawal, lockWithdrawal, updateWithdrawal } from '../db/withdrawals';
import type { WithdrawalRecord } from '../domain/ledger';
import { newReference } from '../domain/ledger';
import { Decimal, toDecimalString } from '../domain/money';
import type { MoneyOutRefusal } from '../domain/money-out';
import { withdrawAddressRefusal } from '../domain/withdraw-addresses';
import type { AddressRefusal } from '../domain/withdraw-addresses';
import { moneyTransaction, post, requireBalance } from './ledger';
import { checkMoneyOut } from './money-out';
import type { Actor } from './operators';
import { amountRules, tokenRules } from './token-rules';

export const WITHDRAW_SYMBOL: TokenSymbol = OPERATION_SYMBOLS.WITHDRAW;

export interface WithdrawalRequest {
  userId: string;
  /** The amount, parsed (a plain decimal). */
  amount: string;
  /** The member's address book entry it goes to (null: the request named nothing that could be one). */
  addressId: string | null;
  /** The chain it is paid out on (config/chains.ts). */
  chainId: number;
}

export type WithdrawalRequestOutcome =
  | { outcome: 'requested'; withdrawal: WithdrawalRecord; rows: PostedRow[] }
  | { outcome: 'refused'; refusal: MoneyOutRefusal }
  | { outcome: 'address-refused'; refusal: AddressRefusal }
  | { outcome: 'unknown-member' };

/**
 * A member's withdrawal of USDT, in one transaction: the money-out refusals (read once, the member's row locked), the
 * address book entry (the member's, confirmed, out of its delay), the minimum and fee, the balance; then debited at
 * once with PENDING rows (WITHDRAW −amount, FEE −fee), a PENDING record naming the entry, and WITHDRAWAL_REQUESTED.
 * An amount under the minimum or over the balance throws its 400 (nothing written).
 */
export function requestWithdrawal(db: Database, request: WithdrawalRequest, at: Date): Promise<WithdrawalRequestOutcome> {
  const symbol = WITHDRAW_SYMBOL;
  const { userId, amount } = request;
  return moneyTransaction(db, async (tx): Promise<WithdrawalRequestOutcome> => {
    const refusal = await checkMoneyOut(tx, userId, 'WITHDRAW', at);
    if (refusal === 'unknown-member') return { outcome: 'unknown-member' };
    if (refusal) return { outcome: 'refused', refusal };
    const entry = request.addressId === null ? null : await findWithdrawAddress(tx, userId, request.addressId);
    const addressRefusal = withdrawAddressRefusal(entry, at);
    if (addressRefusal) return { outcome: 'address-refused', refusal: addressRefusal };
    if (!entry) return { outcome: 'address-refused', refusal: { status: 404, code: 'WITHDRAW_ADDRESS_NOT_FOUND' } };
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
    const withdrawal = await insertWithdrawal(tx, {
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
    });
    await notify(tx, userId, 'WITHDRAWAL_REQUESTED', { amount: toDecimalString(amount), symbol }, at);
    return { outcome: 'requested', withdrawal, rows };
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
 * is notified, and with an operator as `actor` the decision's audit row is written in the same transaction. A
 * withdrawal the member cancelled first is not pending (nothing written).
 */
export function decideWithdrawal(
  db: Database,
  id: string,
  decision: OperatorDecision,
  at: Date,
  actor: Actor | null = null,
): Promise<WithdrawalDecision> {
  return moneyTransaction(db, async (tx): Promise<WithdrawalDecision> => {
    const current = await lockWithdrawal(tx, id);
    if (!current) return { outcome: 'not-found' };
    if (current.status !== 'PENDING') return { outcome: 'not-pending', withdrawal: current };
    let rows: PostedRow[] = [];
    if (decision.decision === 'APPROVE') {
      await setReferenceStatus(tx, current.reference, ['WITHDRAW', 'FEE'], 'PENDING', 'COMPLETED');
    } else {
      rows = await refund(tx, current, 'REJECTED', at);
    }
    const withdrawal = await updateWithdrawal(
      tx,
      id,
      decision.decision === 'APPROVE'
        ? { status: 'APPROVED', txHash: decision.txHash, reason: null, decidedAt: at }
        : { status: 'REJECTED', reason: decision.reason, decidedAt: at },
    );
    await notify(tx, withdrawal.userId, decision.decision === 'APPROVE' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED', notificationParams(withdrawal), at);
    if (actor) {
      await appendAudit(tx, {
        ...actor,
        action: 'withdrawal.decide',
        targetType: 'withdrawal',
        targetId: withdrawal.id,
        before: { status: 'PENDING', amount: withdrawal.amount, fee: withdrawal.fee, symbol: withdrawal.symbol, address: withdrawal.address },
        after: { status: withdrawal.status, txHash: withdrawal.txHash, reason: withdrawal.reason },
        reason: withdrawal.reason,
      });
    }
    return { outcome: 'decided', withdrawal, rows };
  });
}

/**
 * The member stops their PENDING withdrawal, in one transaction with the record locked (so a cancel racing another
 * cancel or the operator's decision: exactly one wins): the record CANCELLED, its rows CANCELLED, refund rows give
 * amount and fee back, WITHDRAWAL_CANCELLED. Another member's withdrawal is not found.
 */
export function cancelWithdrawal(db: Database, userId: string, id: string, at: Date): Promise<WithdrawalDecision> {
  return moneyTransaction(db, async (tx): Promise<WithdrawalDecision> => {
    const current = await lockWithdrawal(tx, id, userId);
    if (!current) return { outcome: 'not-found' };
    if (current.status !== 'PENDING') return { outcome: 'not-pending', withdrawal: current };
    const rows = await refund(tx, current, 'CANCELLED', at);
    const withdrawal = await updateWithdrawal(tx, id, { status: 'CANCELLED', decidedAt: at });
    await notify(tx, userId, 'WITHDRAWAL_CANCELLED', notificationParams(withdrawal), at);
    return { outcome: 'decided', withdrawal, rows };
  });
}
