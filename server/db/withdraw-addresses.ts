import { and, count, desc, eq, isNull } from 'drizzle-orm';

import type { WithdrawAddressSource } from '../../contract/enums';
import { users, withdrawAddresses } from './schema';
import type { Database } from './types';

export type WithdrawAddressRow = typeof withdrawAddresses.$inferSelect;

const live = (userId: string) => and(eq(withdrawAddresses.userId, userId), isNull(withdrawAddresses.removedAt));

/** The member's live book entries, newest first. */
export function listWithdrawAddresses(db: Database, userId: string): Promise<WithdrawAddressRow[]> {
  return db
    .select()
    .from(withdrawAddresses)
    .where(live(userId))
    .orderBy(desc(withdrawAddresses.createdAt), desc(withdrawAddresses.id));
}

/** One of the member's entries, removed ones included; null for an unknown id or another member's. */
export async function findWithdrawAddress(db: Database, userId: string, id: string): Promise<WithdrawAddressRow | null> {
  const [row] = await db
    .select()
    .from(withdrawAddresses)
    .where(and(eq(withdrawAddresses.id, id), eq(withdrawAddresses.userId, userId)));
  return row ?? null;
}

/** How many live entries the member has, with the member's row locked: two adds at once count one after the other. */
export async function countLiveAddressesLocked(tx: Database, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [{ total }] = await tx.select({ total: count() }).from(withdrawAddresses).where(live(userId));
  return total;
}

/** The member's live entry for this (checksummed) address, if any. */
export async function findLiveAddress(db: Database, userId: string, address: string): Promise<WithdrawAddressRow | null> {
  const [row] = await db
    .select()
    .from(withdrawAddresses)
    .where(and(live(userId), eq(withdrawAddresses.address, address)));
  return row ?? null;
}

export interface NewWithdrawAddress {
  userId: string;
  address: string;
  label: string;
  source: WithdrawAddressSource;
  createdAt: Date;
  /** Set when it is confirmed as it is added (a 2FA code, the payout wallet's signature). */
  confirmedAt: Date | null;
  usableAt: Date | null;
}

export async function insertWithdrawAddress(tx: Database, entry: NewWithdrawAddress): Promise<WithdrawAddressRow> {
  const [row] = await tx.insert(withdrawAddresses).values(entry).returning();
  return row;
}

/** Confirms the member's entry if it is live and still unconfirmed; null otherwise. */
export async function confirmWithdrawAddress(
  tx: Database,
  userId: string,
  id: string,
  confirmedAt: Date,
  usableAt: Date,
): Promise<WithdrawAddressRow | null> {
  const [row] = await tx
    .update(withdrawAddresses)
    .set({ confirmedAt, usableAt })
    .where(and(eq(withdrawAddresses.id, id), live(userId), isNull(withdrawAddresses.confirmedAt)))
    .returning();
  return row ?? null;
}

/** Removes the member's live entry (the row stays for the withdrawals that name it); null for none. */
export async function removeWithdrawAddress(db: Database, userId: string, id: string, at: Date): Promise<WithdrawAddressRow | null> {
  const [row] = await db
    .update(withdrawAddresses)
    .set({ removedAt: at })
    .where(and(eq(withdrawAddresses.id, id), live(userId)))
    .returning();
  return row ?? null;
}

/**
 * Puts an address proven by other means (the payout wallet's signature) on the book, confirmed at `confirmedAt`: a new
 * entry, or the live entry of the same address confirmed if it still awaited its link (a confirmed one stays as it is).
 */
export async function putProvenAddress(
  tx: Database,
  entry: Omit<NewWithdrawAddress, 'createdAt' | 'confirmedAt' | 'usableAt'> & { confirmedAt: Date; usableAt: Date },
): Promise<WithdrawAddressRow> {
  const existing = await findLiveAddress(tx, entry.userId, entry.address);
  if (!existing) return insertWithdrawAddress(tx, { ...entry, createdAt: entry.confirmedAt });
  if (existing.confirmedAt) return existing;
  return (await confirmWithdrawAddress(tx, entry.userId, existing.id, entry.confirmedAt, entry.usableAt)) ?? existing;
}
