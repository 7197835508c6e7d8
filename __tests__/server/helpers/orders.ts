import { and, count, eq } from 'drizzle-orm';

import type { TokenSymbol, TransactionType } from '@/contract/enums';
import { creditDeposit } from '@/server/operations/money-operations';
import { orders, products, transactions, users, wallets } from '@/server/db/schema';
import { rebuildTeamFigures } from '@/server/db/team-figures';
import type { Database } from '@/server/db/types';
import { DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { toDecimalString } from '@/server/domain/money';
import { hashPassword } from '@/server/domain/password';

import { postJson } from './auth';
import { newMember } from './forms';

type Api = (path: string, init?: RequestInit) => Promise<Response>;

export const secure = { securePassword: DEMO_SECURE_PASSWORD };

let secureHash: Promise<string> | null = null;

export async function userIdOf(db: Database, username: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user.id;
}

/** A fresh signed-in member (sponsor demo) with the secure password Secure@12345 and opening deposits. */
export async function fundedMember(api: Api, db: Database, prefix: string, deposits: Partial<Record<TokenSymbol, string>> = {}, at = new Date()) {
  const fresh = await newMember(api, prefix);
  const id = await userIdOf(db, fresh.username);
  secureHash ??= hashPassword(DEMO_SECURE_PASSWORD);
  await db.update(users).set({ securePasswordHash: await secureHash }).where(eq(users.id, id));
  for (const [symbol, amount] of Object.entries(deposits)) {
    await creditDeposit(db, id, symbol as TokenSymbol, amount, `TEST-DEPOSIT-${symbol}`, at);
  }
  return { ...fresh, id };
}

export async function productIdOf(db: Database, code: string): Promise<string> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  return product.id;
}

export async function setPackage(db: Database, userId: string, code: string | null): Promise<void> {
  await db
    .update(users)
    .set({ packageId: code ? await productIdOf(db, code) : null })
    .where(eq(users.id, userId));
}

/** Moves the member under `sponsorId` (the app never does: a fixture's past), its team figures recomputed. */
export async function setSponsor(db: Database, userId: string, sponsorId: string): Promise<void> {
  await db.update(users).set({ sponsorId }).where(eq(users.id, userId));
  await rebuildTeamFigures(db);
}

export async function balancesOf(db: Database, userId: string): Promise<Record<string, string>> {
  const rows = await db.select({ symbol: wallets.symbol, balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.symbol, toDecimalString(row.balance)]));
}

export async function ledgerCount(db: Database, userId?: string, type?: TransactionType): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(transactions)
    .where(and(userId ? eq(transactions.userId, userId) : undefined, type ? eq(transactions.type, type) : undefined));
  return row.total;
}

export async function orderCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return row.total;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => {
  keys += 1;
  return `test-key-${keys}-${Math.random().toString(36).slice(2, 10)}`;
};

export async function placeOrder(api: Api, auth: Record<string, string>, body: unknown, key: string | null = newKey()) {
  const headers: Record<string, string> = { ...auth };
  if (key !== null) headers['idempotency-key'] = key;
  const response = await api('/api/auth/order/create', postJson(body, headers));
  return { status: response.status, body: await response.json() };
}
