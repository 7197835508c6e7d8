import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getAddress } from 'viem';

import type { BonusList } from '../../contract/bonus';
import type { LedgerPage, SwapResult, TransferResult, WithdrawResult } from '../../contract/ledger';
import { isBscAddress } from '../../contract/addresses';
import { swapSchema, transferSchema, withdrawSchema } from '../../contract/requests/money';
import { BONUS_TYPES, type TokenOperation, type TokenSymbol } from '../../contract/enums';
import { listBonuses, listLedger } from '../db/history';
import { executeSwap, executeTransfer, requestWithdrawal, TRANSFER_SYMBOL, WITHDRAW_SYMBOL } from '../operations/money-operations';
import { listTokens } from '../db/tokens';
import type { Database } from '../db/types';
import { users } from '../db/schema';
import { bonusListQuery, dayRange, daysOf, DEFAULT_BONUS_DAYS, transactionListQuery } from '../domain/history';
import { checkOperationAmount, isSwapPair, MONEY_ERRORS, parseAmountInput, toLedgerEntry, toWithdrawalView } from '../domain/ledger';
import { sumAmounts, toDecimalString } from '../domain/money';
import { nextCursorOf, readCursor } from '../http/cursor';
import { ApiError, fieldError, validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { moneyAuthorizer, refuseBlockedMoneyOut } from '../http/money-authorization';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';


function readAmount(input: unknown): string {
  const parsed = parseAmountInput(input);
  if ('error' in parsed) throw fieldError('amount', parsed.error);
  return parsed.amount;
}

/**
 * The minimum of the operation, checked before the secure password and the code (so a refused amount does not
 * use up a code). The transaction checks it again with the settings it reads.
 */
async function checkMinimum(db: Database, amount: string, symbol: TokenSymbol, operation: TokenOperation) {
  const token = (await listTokens(db)).find((candidate) => candidate.code === symbol);
  if (!token) throw new ApiError(400, 'TOKEN_NOT_AVAILABLE', { params: { symbol } });
  const checked = checkOperationAmount(amount, token.settings[operation], symbol);
  if ('errors' in checked) throw validationFailed(checked.errors, checked.errors.amount, checked);
}

/** auth/transaction: swap, transfer, withdraw (secure password and, with 2FA on, a code), the ledger and bonuses. */
export function authTransactionRoutes({ db, config, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);

  const authorize = moneyAuthorizer({ db, config, now });

  return new Hono<AuthEnv>()
    .post('/swap', member, async (c) => {
      const input = validate(swapSchema, await readJson(c));
      if (!isSwapPair(input.fromSymbol, input.toSymbol)) throw fieldError('toSymbol', MONEY_ERRORS.pair);
      const amount = readAmount(input.amount);
      await checkMinimum(db, amount, input.fromSymbol, 'SWAP');
      await authorize(c, input);
      const result = await executeSwap(db, c.get('memberId'), { from: input.fromSymbol, to: input.toSymbol }, amount, now());
      return ok<SwapResult>(
        c,
        {
          reference: result.reference,
          fromSymbol: result.fromSymbol,
          toSymbol: result.toSymbol,
          amount: result.amount,
          fee: result.fee,
          received: result.received,
          entries: result.rows.map(toLedgerEntry),
        },
        'Swap completed',
      );
    })
    .post('/transfer', member, async (c) => {
      await refuseBlockedMoneyOut(db, c);
      const input = validate(transferSchema, await readJson(c));
      const amount = readAmount(input.amount);
      const userId = c.get('memberId');
      const [receiver] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.username, input.toUsername.toLowerCase()));
      if (!receiver) throw fieldError('toUsername', MONEY_ERRORS.receiverUnknown);
      if (receiver.id === userId) throw fieldError('toUsername', MONEY_ERRORS.receiverSelf);
      await checkMinimum(db, amount, TRANSFER_SYMBOL, 'TRANSFER');
      await authorize(c, input);
      const result = await executeTransfer(db, userId, receiver.id, amount, now());
      return ok<TransferResult>(
        c,
        {
          reference: result.reference,
          symbol: result.symbol,
          toUsername: receiver.username,
          amount: result.amount,
          fee: result.fee,
          entries: result.rows.map(toLedgerEntry),
        },
        'Transfer completed',
      );
    })
    .post('/withdraw', member, async (c) => {
      await refuseBlockedMoneyOut(db, c);
      const input = validate(withdrawSchema, await readJson(c));
      const amount = readAmount(input.amount);
      if (!isBscAddress(input.address)) throw fieldError('address', MONEY_ERRORS.address);
      await checkMinimum(db, amount, WITHDRAW_SYMBOL, 'WITHDRAW');
      await authorize(c, input);
      const result = await requestWithdrawal(db, c.get('memberId'), amount, getAddress(input.address.toLowerCase()), now());
      return ok<WithdrawResult>(
        c,
        { reference: result.withdrawal.reference, withdrawal: toWithdrawalView(result.withdrawal), entries: result.rows.map(toLedgerEntry) },
        'Withdrawal requested',
      );
    })
    .get('/list', member, async (c) => {
      const query = validate(transactionListQuery, c.req.query());
      const range = dayRange(query.from, query.to, now());
      if ('errors' in range) throw validationFailed(range.errors);
      const after = readCursor('ledger', query.cursor);
      const { rows, next } = await listLedger(db, c.get('memberId'), { ...query, ...range.range, after });
      return ok<LedgerPage>(c, { items: rows.map(toLedgerEntry), limit: query.limit, nextCursor: nextCursorOf('ledger', next) });
    })
    .get('/bonus', member, async (c) => {
      const query = validate(bonusListQuery, c.req.query());
      const range = dayRange(query.from, query.to, now(), DEFAULT_BONUS_DAYS);
      if ('errors' in range) throw validationFailed(range.errors);
      const { from, to } = range.range as { from: string; to: string };
      const after = readCursor('bonus', query.cursor);
      const result = await listBonuses(db, c.get('memberId'), { ...query, ...range.range, after });
      const byType: Record<string, string> = Object.fromEntries(BONUS_TYPES.map((type) => [type, '0']));
      for (const row of result.byType) byType[row.type] = toDecimalString(row.amount);
      const perDay = new Map(result.perDay.map((row) => [row.date, toDecimalString(row.amount)]));
      return ok<BonusList>(c, {
        items: result.rows.map((row) => ({
          _id: row.id,
          type: row.type,
          amount: toDecimalString(row.amount),
          fromUsername: row.fromUsername ?? null,
          orderCode: row.orderCode,
          createdAt: row.createdAt.toISOString(),
        })),
        limit: query.limit,
        nextCursor: nextCursorOf('bonus', result.next),
        from,
        to,
        totals: { all: sumAmounts(Object.values(byType)), byType },
        perDay: daysOf(from, to).map((date) => ({ date, amount: perDay.get(date) ?? '0' })),
      });
    });
}
