import { and, eq, gt } from 'drizzle-orm';

import { payoutDetails, walletLinkMessages } from './schema';
import type { PayoutDetails } from '../../contract/payout';
import type { Database } from './types';
import { putProvenAddress } from './withdraw-addresses';


export async function findPayoutDetails(db: Database, userId: string): Promise<PayoutDetails | null> {
  const [row] = await db
    .select({
      bankCode: payoutDetails.bankCode,
      accountNumber: payoutDetails.accountNumber,
      accountName: payoutDetails.accountName,
      walletAddress: payoutDetails.walletAddress,
    })
    .from(payoutDetails)
    .where(eq(payoutDetails.userId, userId));
  return row ?? null;
}

export async function savePayoutDetails(db: Database, userId: string, details: PayoutDetails, now: Date): Promise<void> {
  const values = { ...details, updatedAt: now };
  await db
    .insert(payoutDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutDetails.userId, set: values });
}

export interface WalletLinkMessage {
  address: string;
  message: string;
  expiresAt: Date;
}

/** The member's one wallet-link message; a newer one replaces it. */
export async function saveWalletLinkMessage(db: Database, userId: string, link: WalletLinkMessage): Promise<void> {
  await db
    .insert(walletLinkMessages)
    .values({ userId, ...link })
    .onConflictDoUpdate({ target: walletLinkMessages.userId, set: link });
}

/** The member's wallet-link message while it is valid at `now`. */
export async function findWalletLinkMessage(db: Database, userId: string, now: Date): Promise<WalletLinkMessage | null> {
  const [row] = await db
    .select({ address: walletLinkMessages.address, message: walletLinkMessages.message, expiresAt: walletLinkMessages.expiresAt })
    .from(walletLinkMessages)
    .where(and(eq(walletLinkMessages.userId, userId), gt(walletLinkMessages.expiresAt, now)));
  return row ?? null;
}

/** The withdrawal address book entry the linked wallet becomes: its label, and when withdrawals to it open. */
export interface LinkedWalletEntry {
  label: string;
  usableAt: Date;
}

/**
 * Links the wallet signed for and saves the payout details in one transaction, and puts the wallet on the withdrawal
 * address book (confirmed by the signature; usable at `book.usableAt`). The message is consumed by a conditional
 * DELETE, so a signature works once even when two requests race; false when it was gone.
 */
export function linkWalletAndSave(
  db: Database,
  userId: string,
  message: string,
  details: PayoutDetails & { walletAddress: string },
  book: LinkedWalletEntry,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const consumed = await tx
      .delete(walletLinkMessages)
      .where(
        and(
          eq(walletLinkMessages.userId, userId),
          eq(walletLinkMessages.message, message),
          gt(walletLinkMessages.expiresAt, now),
        ),
      )
      .returning({ userId: walletLinkMessages.userId });
    if (consumed.length === 0) return false;
    await savePayoutDetails(tx, userId, details, now);
    await putProvenAddress(tx, {
      userId,
      address: details.walletAddress,
      label: book.label,
      source: 'WALLET_LINK',
      confirmedAt: now,
      usableAt: book.usableAt,
    });
    return true;
  });
}
