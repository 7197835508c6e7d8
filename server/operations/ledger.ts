import { isCheckViolation, isRetryableTransactionError, MONEY_ERRORS } from '../domain/ledger';
import { Decimal, toDecimalString } from '../domain/money';
import { applyPostings } from '../db/ledger';
import type { LockedWallet, PostedRow, Posting } from '../db/ledger';
import { isOpenTransaction } from '../db/transaction';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';

export const insufficientBalance = () =>
  new ApiError(400, MONEY_ERRORS.insufficient, { errors: { amount: MONEY_ERRORS.insufficient } });

const MAX_ATTEMPTS = 3;

/**
 * Runs `work` as ONE database transaction, the use case's. A CHECK violation (the balance check, the last guard)
 * answers 400 Insufficient balance; a serialization failure or deadlock retries the whole transaction (at most 3
 * attempts). Given a transaction already open (a use case inside another's, the seed), `work` joins it: no savepoint
 * and no retry of its own, the outermost one retries the whole. Wallet rows are locked by `lockWallets`.
 */
export async function moneyTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  if (isOpenTransaction(db)) return work(db);
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

/**
 * Applies postings in order to wallets locked by `lockWallets` in this transaction, each amount (signed: negative
 * debits) as a finite plain decimal. A debit below zero fails the balance check (moneyTransaction answers Insufficient balance).
 */
export function post(tx: Database, locked: Map<string, LockedWallet>, postings: readonly Posting[], at: Date): Promise<PostedRow[]> {
  return applyPostings(tx, locked, postings.map((posting) => ({ ...posting, amount: toDecimalString(posting.amount) })), at);
}

/** Refuses (400 Insufficient balance) when the locked wallet holds less than `debit`. */
export function requireBalance(wallet: LockedWallet, debit: string): void {
  if (new Decimal(wallet.balance).isLessThan(debit)) throw insufficientBalance();
}
