import { claimSecurityTokenSubject, storeSecurityToken } from '../db/security-tokens';
import type { Database } from '../db/types';
import {
  confirmWithdrawAddress,
  countLiveAddressesLocked,
  findLiveAddress,
  insertWithdrawAddress,
} from '../db/withdraw-addresses';
import type { WithdrawAddressRow } from '../db/withdraw-addresses';
import { addressOpensAt } from '../domain/money-out';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { secondsLater } from '../domain/session-lifetimes';
import { ADDRESS_LINK_SECONDS, MAX_BOOK_ADDRESSES } from '../domain/withdraw-addresses';
import { ApiError, fieldError } from '../http/errors';

export const bookFull = () => new ApiError(400, 'WITHDRAW_ADDRESS_BOOK_FULL');
export const addressExists = () => fieldError('address', 'WITHDRAW_ADDRESS_EXISTS');

export interface NewBookAddress {
  userId: string;
  /** Checksummed. */
  address: string;
  label: string;
  /** Confirmed as it is added (a 2FA code was given); otherwise a link token is made for the e-mail. */
  confirmed: boolean;
  delayHours: number;
}

/**
 * Adds an address to the member's book in one transaction, with the member's row locked (so the book's size and the
 * address's uniqueness hold under concurrent adds): confirmed at once, or with a one-time link token (stored hashed,
 * ADDRESS_LINK_SECONDS long, naming the entry) for the e-mail.
 */
export function addWithdrawAddress(
  db: Database,
  input: NewBookAddress,
  at: Date,
): Promise<{ entry: WithdrawAddressRow; linkToken: string | null }> {
  return db.transaction(async (tx) => {
    if ((await countLiveAddressesLocked(tx, input.userId)) >= MAX_BOOK_ADDRESSES) throw bookFull();
    if (await findLiveAddress(tx, input.userId, input.address)) throw addressExists();
    const entry = await insertWithdrawAddress(tx, {
      userId: input.userId,
      address: input.address,
      label: input.label,
      source: 'MEMBER',
      createdAt: at,
      confirmedAt: input.confirmed ? at : null,
      usableAt: input.confirmed ? addressOpensAt(at, input.delayHours) : null,
    });
    if (input.confirmed) return { entry, linkToken: null };
    const linkToken = newOpaqueToken();
    await storeSecurityToken(tx, {
      userId: input.userId,
      purpose: 'WITHDRAW_ADDRESS',
      tokenHash: hashOpaqueToken(linkToken),
      expiresAt: secondsLater(at, ADDRESS_LINK_SECONDS),
      subjectId: entry.id,
    });
    return { entry, linkToken };
  });
}

/**
 * Confirms the entry a live link names, for the member who added it: the token is used up (a conditional UPDATE, so a
 * replayed or raced link works once) and the entry opens `delayHours` later. Null when the link is not live, is another
 * member's, or its entry was removed meanwhile.
 */
export function confirmWithdrawAddressByLink(
  db: Database,
  userId: string,
  tokenHash: string,
  delayHours: number,
  at: Date,
): Promise<WithdrawAddressRow | null> {
  return db.transaction(async (tx) => {
    const addressId = await claimSecurityTokenSubject(tx, 'WITHDRAW_ADDRESS', tokenHash, at, userId);
    if (!addressId) return null;
    return confirmWithdrawAddress(tx, userId, addressId, at, addressOpensAt(at, delayHours));
  });
}
