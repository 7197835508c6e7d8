import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

import { isCheckViolation, isRetryableTransactionError, MONEY_ERRORS } from '../domain/ledger';
import { Decimal, toDecimalString } from '../domain/money';
import { ApiError } from '../http/errors';
import type { TokenSymbol, TransactionStatus, TransactionType } from './schema';
import { transactions, wallets } from './schema';
import type { Database } from './types';

export const insufficientBalance = () =>
  new ApiError(400, MONEY_ERRORS.insufficient, { errors: { amount: MONEY_ERRORS.insufficient } });

const MAX_ATTEMPTS = 3;

/**
 * Runs `work` as ONE database transaction (a savepoint inside an outer one, as in the seed). A CHECK violation
 * (the balance check, the last guard) answers 400 Insufficient balance; a serialization failure or deadlock
 * retries the whole transaction (at most 3 attempts). Wallet rows are locked by `lockWallets`.
 */
export async function moneyTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Database));
    } catch (error) {
      if (isCheckViolation(error)) throw insufficientBalance();
      if (attempt < MAX_ATTEMPTS && isRetryableTransactionError(error)) continue;
      throw error;
    }
  }
}

export interface WalletKey {
  userId: string;
  symbol: TokenSymbol;
}

export interface LockedWallet extends WalletKey {
  id: string;
  balance: string;
}

const keyOf = (key: WalletKey) => `${key.userId}:${key.symbol}`;

/**
 * Locks the wallets (`SELECT … FOR UPDATE`) in one statement ordered by wallet id, so two operations on the same
 * wallets always lock them in the same order (no deadlock). A missing wallet is created first (empty).
 * Answers them by `userId:symbol`.
 */
export async function lockWallets(tx: Database, keys: readonly WalletKey[]): Promise<Map<string, LockedWallet>> {
  const unique = [...new Map(keys.map((key) => [keyOf(key), key])).values()];
  const where = or(...unique.map((key) => and(eq(wallets.userId, key.userId), eq(wallets.symbol, key.symbol))));
  const select = () =>
    tx
      .select({ id: wallets.id, userId: wallets.userId, symbol: wallets.symbol, balance: wallets.balance })
      .from(wallets)
      .where(where)
      .orderBy(asc(wallets.id))
      .for('update');
  let rows = await select();
  if (rows.length < unique.length) {
    await tx
      .insert(wallets)
      .values(unique.map((key) => ({ userId: key.userId, symbol: key.symbol })))
      .onConflictDoNothing({ target: [wallets.userId, wallets.symbol] });
    rows = await select();
  }
  return new Map(rows.map((row) => [keyOf(row), row]));
}

export function lockedWallet(locked: Map<string, LockedWallet>, key: WalletKey): LockedWallet {
  const wallet = locked.get(keyOf(key));
  if (!wallet) throw new Error(`Wallet ${key.symbol} of ${key.userId} is not locked`);
  return wallet;
}

export interface Posting extends WalletKey {
  type: TransactionType;
  /** Signed: negative debits. */
  amount: string;
  reference: string;
  status?: TransactionStatus;
}

export interface PostedRow {
  id: number;
  userId: string;
  symbol: TokenSymbol;
  type: TransactionType;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  status: TransactionStatus;
  createdAt: Date;
}

/**
 * Applies postings in order to wallets locked by `lockWallets` in this transaction: each changes the balance
 * (in SQL, exact numeric) and writes its ledger row with the balance after. A debit below zero fails the
 * wallets_balance_non_negative check (moneyTransaction answers Insufficient balance).
 */
export async function post(tx: Database, locked: Map<string, LockedWallet>, postings: readonly Posting[], at: Date): Promise<PostedRow[]> {
  const rows: PostedRow[] = [];
  for (const posting of postings) {
    const wallet = lockedWallet(locked, posting);
    const amount = toDecimalString(posting.amount);
    const [updated] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${amount}::numeric` })
      .where(eq(wallets.id, wallet.id))
      .returning({ balance: wallets.balance });
    wallet.balance = updated.balance;
    const [row] = await tx
      .insert(transactions)
      .values({
        userId: posting.userId,
        symbol: posting.symbol,
        type: posting.type,
        amount,
        balanceAfter: updated.balance,
        reference: posting.reference,
        status: posting.status ?? 'COMPLETED',
        createdAt: at,
      })
      .returning();
    rows.push(row);
  }
  return rows;
}

/** Refuses (400 Insufficient balance) when the locked wallet holds less than `debit`. */
export function requireBalance(wallet: LockedWallet, debit: string): void {
  if (new Decimal(wallet.balance).isLessThan(debit)) throw insufficientBalance();
}

/** Sets the status of the rows of `reference` that are `from` (a withdrawal's decision). */
export async function setReferenceStatus(
  tx: Database,
  reference: string,
  types: readonly TransactionType[],
  from: TransactionStatus,
  to: TransactionStatus,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: to })
    .where(and(eq(transactions.reference, reference), eq(transactions.status, from), inArray(transactions.type, [...types])));
}
