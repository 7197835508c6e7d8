import type { ErrorCode } from '../../contract/errors';
import type { WithdrawAddressSource, WithdrawAddressStatus } from '../../contract/enums';
import type { WithdrawAddress } from '../../contract/withdraw-addresses';
import { portalLink } from './portal-links';

/** The most live entries a book holds. */
export const MAX_BOOK_ADDRESSES = 20;

/** How long the e-mailed confirmation link of a new address works. */
export const ADDRESS_LINK_SECONDS = 24 * 60 * 60;

/** The label of the payout wallet's entry (the portal shows its own words for a WALLET_LINK entry). */
export const PAYOUT_WALLET_LABEL = 'Payout wallet';

/** A book entry as stored. */
export interface WithdrawAddressRecord {
  id: string;
  address: string;
  label: string;
  source: WithdrawAddressSource;
  createdAt: Date;
  confirmedAt: Date | null;
  usableAt: Date | null;
  removedAt: Date | null;
}

export function addressStatusOf(entry: Pick<WithdrawAddressRecord, 'confirmedAt' | 'usableAt'>, now: Date): WithdrawAddressStatus {
  if (!entry.confirmedAt || !entry.usableAt) return 'AWAITING_CONFIRMATION';
  return entry.usableAt.getTime() <= now.getTime() ? 'USABLE' : 'IN_DELAY';
}

export function toWithdrawAddressView(entry: WithdrawAddressRecord, now: Date): WithdrawAddress {
  return {
    _id: entry.id,
    address: entry.address,
    label: entry.label,
    source: entry.source,
    status: addressStatusOf(entry, now),
    createdAt: entry.createdAt.toISOString(),
    confirmedAt: entry.confirmedAt ? entry.confirmedAt.toISOString() : null,
    opensAt: entry.usableAt ? entry.usableAt.toISOString() : null,
  };
}

export type AddressRefusal = { status: 400 | 404; code: ErrorCode; opensAt?: string };

/**
 * Why a withdrawal may not go to this entry now: none (unknown or another member's), removed, unconfirmed, or still in
 * its delay (with when it opens); null when it may.
 */
export function withdrawAddressRefusal(entry: WithdrawAddressRecord | null, now: Date): AddressRefusal | null {
  if (!entry) return { status: 404, code: 'WITHDRAW_ADDRESS_NOT_FOUND' };
  if (entry.removedAt) return { status: 400, code: 'WITHDRAW_ADDRESS_REMOVED' };
  const status = addressStatusOf(entry, now);
  if (status === 'AWAITING_CONFIRMATION') return { status: 400, code: 'WITHDRAW_ADDRESS_UNCONFIRMED' };
  if (status === 'IN_DELAY') return { status: 400, code: 'WITHDRAW_ADDRESS_IN_DELAY', opensAt: entry.usableAt?.toISOString() };
  return null;
}

/** The member page that confirms a new address with the e-mailed token (signed in as the member who added it). */
export function withdrawAddressLink(config: { publicUrl: string }, token: string): string {
  return portalLink(config, '/confirm-withdraw-address', { token });
}
