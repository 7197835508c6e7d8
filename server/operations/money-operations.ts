import { and, eq } from 'drizzle-orm';

import type { BonusType, TokenOperation, TokenSymbol } from '../../contract/enums';
import type { SwapPair, WithdrawalRecord } from '../domain/ledger';
import { checkOperationAmount, MONEY_ERRORS, newReference, swapReceived } from '../domain/ledger';
import { Decimal, toDecimalString } from '../domain/money';
import { bonusNotification } from '../domain/notifications';
import { derivedBonusFacts, sponsorPackage } from '../domain/bonus-facts';
import { withdrawAddressRefusal } from '../domain/withdraw-addresses';
import type { WithdrawAddressRecord } from '../domain/withdraw-addresses';
import { ApiError, validationFailed } from '../http/errors';
import { lockWallets, lockedWallet, setReferenceStatus } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { moneyTransaction, post, requireBalance } from './ledger';
import { notify, notifyAll } from '../db/notifications';
import { bonuses, users, withdrawals } from '../db/schema';
import { listTokens } from '../db/tokens';
import { findWithdrawAddress } from '../db/withdraw-addresses';
import { findMemberPackage } from '../db/member-package';
import type { Database } from '../db/types';

/** The token's settings for an operation, read in the transaction (400 when the token is not configured). */
async function tokenRules(tx: Database, symbol: TokenSymbol, operation: TokenOperation) {
  const tokens = await listTokens(tx);
  const token = tokens.find((candidate) => candidate.code === symbol);
  if (!token) throw new ApiError(400, 'TOKEN_NOT_AVAILABLE', { params: { symbol } });
  return { tokens, settings: token.settings[operation] };
}

/** Minimum and fee with the shared rules; field errors as 400. */
function amountRules(amount: string, settings: Parameters<typeof checkOperationAmount>[1], symbol: TokenSymbol) {
  const checked = checkOperationAmount(amount, settings, symbol);
  if ('errors' in checked) throw validationFailed(checked.errors, checked.errors.amount, checked);
  return checked;
}

export interface SwapOutcome {
  reference: string;
  fromSymbol: TokenSymbol;
  toSymbol: TokenSymbol;
  amount: string;
  fee: string;
  received: string;
  rows: PostedRow[];
}

/** Swap: SWAP_OUT −amount, FEE −fee (from-symbol) and SWAP_IN +received (to-symbol), one reference, one transaction. */
export function executeSwap(db: Database, userId: string, pair: SwapPair, amount: string, at: Date): Promise<SwapOutcome> {
  return moneyTransaction(db, async (tx) => {
    const { tokens, settings } = await tokenRules(tx, pair.from, 'SWAP');
    const { fee, debit } = amountRules(amount, settings, pair.from);
    const received = swapReceived(pair, amount, tokens);
    if (received === null) throw validationFailed({ toSymbol: MONEY_ERRORS.pair }, MONEY_ERRORS.pair);
    if (received === '0') throw validationFailed({ amount: MONEY_ERRORS.receivedZero }, MONEY_ERRORS.receivedZero);
    const from = { userId, symbol: pair.from };
    const to = { userId, symbol: pair.to };
    const locked = await lockWallets(tx, [from, to]);
    requireBalance(lockedWallet(locked, from), debit);
    const reference = newReference('SW');
    const rows = await post(
      tx,
      locked,
      [
        { ...from, type: 'SWAP_OUT', amount: `-${amount}`, reference },
        ...(fee === '0' ? [] : [{ ...from, type: 'FEE' as const, amount: `-${fee}`, reference }]),
        { ...to, type: 'SWAP_IN', amount: received, reference },
      ],
      at,
    );
    return { reference, fromSymbol: pair.from, toSymbol: pair.to, amount, fee, received, rows };
  });
}

export interface TransferOutcome {
  reference: string;
  symbol: TokenSymbol;
  amount: string;
  fee: string;
  /** The sender's rows (TRANSFER_OUT, FEE). */
  rows: PostedRow[];
}

export const TRANSFER_SYMBOL: TokenSymbol = 'EV';

/** Transfer of EV: TRANSFER_OUT −amount and FEE −fee for the sender, TRANSFER_IN +amount for the receiver. */
export function executeTransfer(db: Database, senderId: string, receiverId: string, amount: string, at: Date): Promise<TransferOutcome> {
  if (senderId === receiverId) throw validationFailed({ toUsername: MONEY_ERRORS.receiverSelf }, MONEY_ERRORS.receiverSelf);
  const symbol = TRANSFER_SYMBOL;
  return moneyTransaction(db, async (tx) => {
    const { settings } = await tokenRules(tx, symbol, 'TRANSFER');
    const { fee, debit } = amountRules(amount, settings, symbol);
    const from = { userId: senderId, symbol };
    const to = { userId: receiverId, symbol };
    const locked = await lockWallets(tx, [from, to]);
    requireBalance(lockedWallet(locked, from), debit);
    const reference = newReference('TF');
    const rows = await post(
      tx,
      locked,
      [
        { ...from, type: 'TRANSFER_OUT', amount: `-${amount}`, reference },
        ...(fee === '0' ? [] : [{ ...from, type: 'FEE' as const, amount: `-${fee}`, reference }]),
        { ...to, type: 'TRANSFER_IN', amount, reference },
      ],
      at,
    );
    return { reference, symbol, amount, fee, rows: rows.filter((row) => row.userId === senderId) };
  });
}

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

async function usernameOf(tx: Database, userId: string): Promise<string | null> {
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return user?.username ?? null;
}

/** A bonus in EV: a BONUS ledger row, its `bonuses` entry and the member's BONUS_RECEIVED, one transaction. */
export function creditBonus(
  db: Database,
  input: { userId: string; fromUserId: string | null; type: BonusType; amount: string; orderCode: string | null },
  at: Date,
) {
  return moneyTransaction(db, async (tx) => {
    const wallet = { userId: input.userId, symbol: 'EV' as const };
    const locked = await lockWallets(tx, [wallet]);
    const reference = input.orderCode ?? newReference('BN');
    const [row] = await post(tx, locked, [{ ...wallet, type: 'BONUS', amount: input.amount, reference }], at);
    const [bonus] = await tx
      .insert(bonuses)
      .values({
        userId: input.userId,
        fromUserId: input.fromUserId,
        type: input.type,
        amount: row.amount,
        orderCode: input.orderCode,
        transactionId: row.id,
        ...derivedBonusFacts(input.type, row.amount, sponsorPackage(await findMemberPackage(tx, input.userId))),
        createdAt: at,
      })
      .returning();
    const fromUsername = input.fromUserId ? await usernameOf(tx, input.fromUserId) : null;
    await notifyAll(tx, [bonusNotification(input.userId, toDecimalString(row.amount), input.orderCode, fromUsername)], at);
    return { bonus, row };
  });
}

/** A DEPOSIT credit (the seed's opening balances, tests; later the bank webhook). */
export function creditDeposit(db: Database, userId: string, symbol: TokenSymbol, amount: string, reference: string, at: Date) {
  return moneyTransaction(db, async (tx) => {
    const wallet = { userId, symbol };
    const locked = await lockWallets(tx, [wallet]);
    const [row] = await post(tx, locked, [{ ...wallet, type: 'DEPOSIT', amount, reference }], at);
    return row;
  });
}
