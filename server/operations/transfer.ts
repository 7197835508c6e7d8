import type { TokenSymbol } from '../../contract/enums';
import { OPERATION_SYMBOLS } from '../../contract/money-rules/fees';
import { lockWallets, lockedWallet } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { findMemberByUsername } from '../db/members';
import type { Database } from '../db/types';
import { newReference } from '../domain/ledger';
import type { MoneyOutRefusal } from '../domain/money-out';
import { moneyTransaction, post, requireBalance } from './ledger';
import { checkMoneyOut } from './money-out';
import { amountRules, tokenRules } from './token-rules';

export const TRANSFER_SYMBOL: TokenSymbol = OPERATION_SYMBOLS.TRANSFER;

export interface TransferRequest {
  senderId: string;
  /** The receiver's username as typed (any case). */
  toUsername: string;
  /** The amount, parsed (a plain decimal). */
  amount: string;
}

export type TransferOutcome =
  | {
      outcome: 'transferred';
      reference: string;
      symbol: TokenSymbol;
      toUsername: string;
      amount: string;
      fee: string;
      /** The sender's rows (TRANSFER_OUT, FEE). */
      rows: PostedRow[];
    }
  | { outcome: 'refused'; refusal: MoneyOutRefusal }
  | { outcome: 'unknown-member' }
  | { outcome: 'receiver-unknown' }
  | { outcome: 'receiver-self' };

/**
 * A member's transfer of EV to another member, in one transaction: the sender's money-out refusals (read once, their
 * row locked), the receiver, the minimum and fee, the balance; then TRANSFER_OUT −amount and FEE −fee for the sender,
 * TRANSFER_IN +amount for the receiver, one reference. An amount under the minimum or over the balance throws its
 * 400 (nothing written).
 */
export function transfer(db: Database, request: TransferRequest, at: Date): Promise<TransferOutcome> {
  const symbol = TRANSFER_SYMBOL;
  const { senderId, amount } = request;
  return moneyTransaction(db, async (tx): Promise<TransferOutcome> => {
    const refusal = await checkMoneyOut(tx, senderId, 'TRANSFER', at);
    if (refusal === 'unknown-member') return { outcome: 'unknown-member' };
    if (refusal) return { outcome: 'refused', refusal };
    const receiver = await findMemberByUsername(tx, request.toUsername.toLowerCase());
    if (!receiver) return { outcome: 'receiver-unknown' };
    if (receiver.id === senderId) return { outcome: 'receiver-self' };
    const { settings } = await tokenRules(tx, symbol, 'TRANSFER');
    const { fee, debit } = amountRules(amount, settings, symbol);
    const from = { userId: senderId, symbol };
    const to = { userId: receiver.id, symbol };
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
    const senderRows = rows.filter((row) => row.userId === senderId);
    return { outcome: 'transferred', reference, symbol, toUsername: receiver.username, amount, fee, rows: senderRows };
  });
}
