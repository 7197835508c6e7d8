import type { BonusType, TokenSymbol } from '../../contract/enums';
import { BONUS_SYMBOL } from '../../config/orders';
import type { SwapPair } from '../domain/ledger';
import { MONEY_ERRORS, newReference, swapReceived } from '../domain/ledger';
import { toDecimalString } from '../domain/money';
import { bonusNotification } from '../domain/notifications';
import { derivedBonusFacts, sponsorPackage } from '../domain/bonus-facts';
import { validationFailed } from '../http/errors';
import { lockWallets, lockedWallet } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { moneyTransaction, post, requireBalance } from './ledger';
import { notifyAll } from '../db/notifications';
import { insertBonuses } from '../db/bonuses';
import { findUsername } from '../db/members';
import { findMemberPackage } from '../db/member-package';
import type { Database } from '../db/types';
import { amountRules, tokenRules } from './token-rules';

export interface SwapOutcome {
  reference: string;
  fromSymbol: TokenSymbol;
  toSymbol: TokenSymbol;
  amount: string;
  fee: string;
  received: string;
  rows: PostedRow[];
}

/** Swap: SWAP_OUT −amount, FEE −fee (from-symbol) and SWAP_IN +received (to-symbol), one reference, one transaction. */
export function executeSwap(db: Database, userId: string, pair: SwapPair, amount: string, at: Date): Promise<SwapOutcome> {
  return moneyTransaction(db, async (tx) => {
    const { tokens, settings } = await tokenRules(tx, pair.from, 'SWAP');
    const { fee, debit } = amountRules(amount, settings, pair.from);
    const received = swapReceived(pair, amount, tokens);
    if (received === null) throw validationFailed({ toSymbol: MONEY_ERRORS.pair }, MONEY_ERRORS.pair);
    if (received === '0') throw validationFailed({ amount: MONEY_ERRORS.receivedZero }, MONEY_ERRORS.receivedZero);
    const from = { userId, symbol: pair.from };
    const to = { userId, symbol: pair.to };
    const locked = await lockWallets(tx, [from, to]);
    requireBalance(lockedWallet(locked, from), debit);
    const reference = newReference('SW');
    const rows = await post(
      tx,
      locked,
      [
        { ...from, type: 'SWAP_OUT', amount: `-${amount}`, reference },
        ...(fee === '0' ? [] : [{ ...from, type: 'FEE' as const, amount: `-${fee}`, reference }]),
        { ...to, type: 'SWAP_IN', amount: received, reference },
      ],
      at,
    );
    return { reference, fromSymbol: pair.from, toSymbol: pair.to, amount, fee, received, rows };
  });
}

/** A bonus in EV: a BONUS ledger row, its `bonuses` entry and the member's BONUS_RECEIVED, one transaction. */
export function creditBonus(
  db: Database,
  input: { userId: string; fromUserId: string | null; type: BonusType; amount: string; orderCode: string | null },
  at: Date,
) {
  return moneyTransaction(db, async (tx) => {
    const wallet = { userId: input.userId, symbol: BONUS_SYMBOL };
    const locked = await lockWallets(tx, [wallet]);
    const reference = input.orderCode ?? newReference('BN');
    const [row] = await post(tx, locked, [{ ...wallet, type: 'BONUS', amount: input.amount, reference }], at);
    const [bonus] = await insertBonuses(tx, [
      {
        userId: input.userId,
        fromUserId: input.fromUserId,
        type: input.type,
        amount: row.amount,
        orderCode: input.orderCode,
        transactionId: row.id,
        ...derivedBonusFacts(input.type, row.amount, sponsorPackage(await findMemberPackage(tx, input.userId))),
        createdAt: at,
      },
    ]);
    const fromUsername = input.fromUserId ? await findUsername(tx, input.fromUserId) : null;
    await notifyAll(tx, [bonusNotification(input.userId, toDecimalString(row.amount), input.orderCode, fromUsername)], at);
    return { bonus, row };
  });
}

/** A DEPOSIT credit (the seed's opening balances, tests; later the bank webhook). */
export function creditDeposit(db: Database, userId: string, symbol: TokenSymbol, amount: string, reference: string, at: Date) {
  return moneyTransaction(db, async (tx) => {
    const wallet = { userId, symbol };
    const locked = await lockWallets(tx, [wallet]);
    const [row] = await post(tx, locked, [{ ...wallet, type: 'DEPOSIT', amount, reference }], at);
    return row;
  });
}
