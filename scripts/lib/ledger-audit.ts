// Reads the ledger straight from the database (PGlite directory or PostgreSQL), for checks run while no
// server holds the embedded database: every wallet against the sum of its rows, each row's balanceAfter
// against the running sum, and the rows of the transfers made since a moment.
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

import { acquireDatabaseLock } from '../../server/db/lock';
import { toDecimalString } from '../../server/domain/money';

export interface SqlReader {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Opens the embedded database under the same lock file as the server, so no server can hold it meanwhile. */
export async function openPgliteReader(databaseDir: string): Promise<SqlReader> {
  const release = acquireDatabaseLock(databaseDir);
  try {
    const client = new PGlite(databaseDir);
    await client.waitReady;
    return {
      query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgresReader(databaseUrl: string): Promise<SqlReader> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

export interface WalletAudit {
  wallets: number;
  ledgerRows: number;
  /** Wallets whose balance differs from the sum of their ledger rows: `user SYMBOL balance vs sum`. */
  mismatches: string[];
  /** Ledger rows whose balanceAfter differs from the running sum of their wallet's rows (by id). */
  brokenChain: number;
  /** Ledger rows of a (member, symbol) that has no wallet. */
  rowsWithoutWallet: number;
}

export async function auditWallets(reader: SqlReader): Promise<WalletAudit> {
  const wallets = await reader.query<{ username: string; symbol: string; balance: string; ledger_sum: string; equal: boolean; rows: number }>(
    `SELECT u.username, w.symbol::text AS symbol, w.balance::text AS balance,
            coalesce(sum(t.amount), 0)::text AS ledger_sum, w.balance = coalesce(sum(t.amount), 0) AS equal,
            count(t.id)::int AS rows
       FROM wallets w JOIN users u ON u.id = w.user_id
       LEFT JOIN transactions t ON t.user_id = w.user_id AND t.symbol = w.symbol
      GROUP BY u.username, w.symbol, w.balance`,
  );
  const [chain] = await reader.query<{ broken: number }>(
    `SELECT count(*)::int AS broken FROM (
       SELECT balance_after, sum(amount) OVER (PARTITION BY user_id, symbol ORDER BY id) AS running FROM transactions
     ) rows_with_running_sum WHERE balance_after <> running`,
  );
  const [orphans] = await reader.query<{ orphans: number }>(
    `SELECT count(*)::int AS orphans FROM transactions t
      WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = t.user_id AND w.symbol = t.symbol)`,
  );
  return {
    wallets: wallets.length,
    ledgerRows: wallets.reduce((total, wallet) => total + wallet.rows, 0),
    mismatches: wallets
      .filter((wallet) => !wallet.equal)
      .map((wallet) => `${wallet.username} ${wallet.symbol} ${toDecimalString(wallet.balance)} vs ${toDecimalString(wallet.ledger_sum)}`),
    brokenChain: chain.broken,
    rowsWithoutWallet: orphans.orphans,
  };
}

export interface LedgerRow {
  username: string;
  type: string;
  /** Signed, normalised (`toDecimalString`). */
  amount: string;
  reference: string;
}

/** The rows of every transfer (`TF-` reference) written at or after `since`, grouped by reference. */
export async function transferRowsSince(reader: SqlReader, since: Date): Promise<Map<string, LedgerRow[]>> {
  const rows = await reader.query<{ username: string; type: string; amount: string; reference: string }>(
    `SELECT u.username, t.type::text AS type, t.amount::text AS amount, t.reference
       FROM transactions t JOIN users u ON u.id = t.user_id
      WHERE t.reference LIKE 'TF-%' AND t.created_at >= $1
      ORDER BY t.id`,
    [since.toISOString()],
  );
  const groups = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    const group = groups.get(row.reference) ?? [];
    group.push({ ...row, amount: toDecimalString(row.amount) });
    groups.set(row.reference, group);
  }
  return groups;
}
