import type { KeysetPosition } from '../db/keyset';

import { fieldError } from './errors';
import { CANONICAL_UUID_PATTERN } from '../../contract/ids';

/**
 * The cursors of the lists paged by key (server/db/keyset.ts): the position of a page's last row, as opaque
 * base64url text for the client to send back.
 */

/** Which list a cursor belongs to: a cursor of one list is refused by another. */
export type KeysetList =
  | 'ledger'
  | 'bonus'
  | 'order'
  | 'notification'
  | 'downline'
  | 'withdrawal'
  | 'audit'
  | 'kycQueue'
  | 'withdrawalQueue'
  | 'orderQueue'
  | 'ticket'
  | 'ticketQueue'
  | 'member'
  | 'orderTemp'
  | 'warehouse'
  | 'miningContract'
  | 'withdrawalHistory'
  | 'bankOrderHistory';

const TAG: Record<KeysetList, string> = {
  ledger: 'L',
  bonus: 'B',
  order: 'O',
  notification: 'N',
  downline: 'D',
  withdrawal: 'W',
  audit: 'A',
  kycQueue: 'QK',
  withdrawalQueue: 'QW',
  orderQueue: 'QO',
  ticket: 'T',
  ticketQueue: 'QT',
  member: 'M',
  orderTemp: 'OT',
  warehouse: 'WU',
  miningContract: 'MC',
  withdrawalHistory: 'HW',
  bankOrderHistory: 'HO',
};
/** uuid for orders, notifications, members, withdrawals and tickets, a bigint identity for the ledger (and a bonus's ledger row). */
const ID_PATTERN: Record<KeysetList, RegExp> = {
  ledger: /^[1-9]\d{0,15}$/,
  bonus: /^[1-9]\d{0,15}$/,
  order: CANONICAL_UUID_PATTERN,
  notification: CANONICAL_UUID_PATTERN,
  downline: CANONICAL_UUID_PATTERN,
  withdrawal: CANONICAL_UUID_PATTERN,
  audit: CANONICAL_UUID_PATTERN,
  kycQueue: CANONICAL_UUID_PATTERN,
  withdrawalQueue: CANONICAL_UUID_PATTERN,
  orderQueue: CANONICAL_UUID_PATTERN,
  ticket: CANONICAL_UUID_PATTERN,
  ticketQueue: CANONICAL_UUID_PATTERN,
  member: CANONICAL_UUID_PATTERN,
  orderTemp: CANONICAL_UUID_PATTERN,
  warehouse: CANONICAL_UUID_PATTERN,
  miningContract: CANONICAL_UUID_PATTERN,
  withdrawalHistory: CANONICAL_UUID_PATTERN,
  bankOrderHistory: CANONICAL_UUID_PATTERN,
};
/** Years 1000..9999: PostgreSQL has no year 0 and JavaScript reads more digits than it can store. */
const AT_PATTERN = /^([1-9]\d{3}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function encodeCursor(list: KeysetList, position: KeysetPosition): string {
  return Buffer.from(`${TAG[list]}|${position.at}|${position.id}`, 'utf8').toString('base64url');
}

const isTime = (at: string) => {
  const match = AT_PATTERN.exec(at);
  if (!match) return false;
  const [, day, hours, minutes, seconds] = match;
  const parsed = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${day}T${hours}:${minutes}:${seconds}`);
};

/** The position a cursor of `list` names; null when it is malformed, altered or another list's. */
export function decodeCursor(list: KeysetList, cursor: string): KeysetPosition | null {
  if (!CURSOR_PATTERN.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Only the canonical spelling of what we encoded: no padding, no stray bits, no other text.
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) return null;
  const parts = text.split('|');
  if (parts.length !== 3 || parts[0] !== TAG[list]) return null;
  const [, at, id] = parts;
  if (!isTime(at) || !ID_PATTERN[list].test(id)) return null;
  if (list === 'ledger' || list === 'bonus') {
    if (!Number.isSafeInteger(Number(id))) return null;
  }
  return { at, id };
}

/** The position after which the page starts: null for the first page; 400 INVALID_CURSOR for a bad cursor. */
export function readCursor(list: KeysetList, cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined || cursor === '') return null;
  const position = decodeCursor(list, cursor);
  if (!position) throw fieldError('cursor', 'INVALID_CURSOR');
  return position;
}

/** A page answer: the rows and the cursor of the next page (null when none is left). */
export function nextCursorOf(list: KeysetList, next: KeysetPosition | null): string | null {
  return next ? encodeCursor(list, next) : null;
}
