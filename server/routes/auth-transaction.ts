import { Hono } from 'hono';

import type { BonusList } from '../../contract/bonus';
import type { LedgerListPage, SwapResult, TransferResult, WithdrawalChange, WithdrawalPage, WithdrawResult } from '../../contract/ledger';
import type { MoneyOutStatus } from '../../contract/withdraw-addresses';
import { withdrawalChainId } from '../../config/chains';
import { swapSchema, transferSchema, withdrawSchema } from '../../contract/requests/money';
import { BONUS_TYPES } from '../../contract/enums';
import { listBonuses, listLedger } from '../db/history';
import { toBonusEntry, toBonusExplanation } from '../domain/bonus-facts';
import { executeSwap } from '../operations/money-operations';
import { transfer } from '../operations/transfer';
import { cancelWithdrawal, requestWithdrawal } from '../operations/withdrawal-operations';
import { listWithdrawals } from '../db/withdrawals';
import { bonusListQuery, dayRange, daysOf, DEFAULT_BONUS_DAYS, transactionListQuery } from '../domain/history';
import { isSwapPair, MONEY_ERRORS, parseAmountInput, toLedgerEntry, toLedgerListEntry, toWithdrawalView } from '../domain/ledger';
import { withdrawalListQuery } from '../domain/withdrawals';
import { sumAmounts, toDecimalString } from '../domain/money';
import { nextCursorOf, readCursor } from '../http/cursor';
import { ApiError, fieldError, notFound, validationFailed } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import { moneyOutError, moneyOutStatus, withdrawAddressError } from '../http/money-out';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { withdrawalMailer } from '../mail/withdrawal-mail';
import { UUID_PATTERN } from '../../contract/ids';

function readAmount(input: unknown): string {
  const parsed = parseAmountInput(input);
  if ('error' in parsed) throw fieldError('amount', parsed.error);
  return parsed.amount;
}

/**
 * auth/transaction: swap, transfer, withdraw (secure password and, with 2FA on, a code), the member's withdrawals and
 * their cancellation, the money-out rules that apply now, the ledger and bonuses.
 */
export function authTransactionRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);

  const authorize = moneyAuthorizer({ db, config, now });
  const moneyOutStatusOf = moneyOutStatus({ db, now });
  const sendWithdrawalMail = withdrawalMailer(deps);
  const chainId = withdrawalChainId(config.production);

  return new Hono<AuthEnv>()
    .post('/swap', member, async (c) => {
      const input = validate(swapSchema, await readJson(c));
      if (!isSwapPair(input.fromSymbol, input.toSymbol)) throw fieldError('toSymbol', MONEY_ERRORS.pair);
      const amount = readAmount(input.amount);
      const result = await authorize(c, input, () => executeSwap(db, c.get('memberId'), { from: input.fromSymbol, to: input.toSymbol }, amount, now()));
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
      const input = validate(transferSchema, await readJson(c));
      const amount = readAmount(input.amount);
      const request = { senderId: c.get('memberId'), toUsername: input.toUsername, amount };
      const result = await authorize(c, input, async () => {
        const outcome = await transfer(db, request, now());
        if (outcome.outcome === 'refused') throw moneyOutError(outcome.refusal);
        if (outcome.outcome === 'unknown-member') throw unauthorized(c);
        if (outcome.outcome === 'receiver-unknown') throw fieldError('toUsername', MONEY_ERRORS.receiverUnknown);
        if (outcome.outcome === 'receiver-self') throw fieldError('toUsername', MONEY_ERRORS.receiverSelf);
        return outcome;
      });
      const { reference, symbol, toUsername, fee, rows } = result;
      return ok<TransferResult>(c, { reference, symbol, toUsername, amount: result.amount, fee, entries: rows.map(toLedgerEntry) }, 'Transfer completed');
    })
    .get('/money-out', member, async (c) => ok<MoneyOutStatus>(c, await moneyOutStatusOf(c)))
    .post('/withdraw', member, async (c) => {
      const input = validate(withdrawSchema, await readJson(c));
      const amount = readAmount(input.amount);
      const addressId = UUID_PATTERN.test(input.addressId) ? input.addressId.toLowerCase() : null;
      const request = { userId: c.get('memberId'), amount, addressId, chainId };
      const withdrawal = await authorize(c, input, async () => {
        const outcome = await requestWithdrawal(db, request, now());
        if (outcome.outcome === 'refused') throw moneyOutError(outcome.refusal);
        if (outcome.outcome === 'unknown-member') throw unauthorized(c);
        if (outcome.outcome === 'address-refused') throw withdrawAddressError(outcome.refusal);
        return outcome;
      });
      await sendWithdrawalMail('REQUESTED', withdrawal.withdrawal);
      return ok<WithdrawResult>(
        c,
        { reference: withdrawal.withdrawal.reference, withdrawal: toWithdrawalView(withdrawal.withdrawal), entries: withdrawal.rows.map(toLedgerEntry) },
        'Withdrawal requested',
      );
    })
    .get('/withdrawals', member, async (c) => {
      const query = validate(withdrawalListQuery, c.req.query());
      const after = readCursor('withdrawal', query.cursor);
      const { rows, next } = await listWithdrawals(db, c.get('memberId'), { ...query, after });
      return ok<WithdrawalPage>(c, { items: rows.map(toWithdrawalView), limit: query.limit, nextCursor: nextCursorOf('withdrawal', next) });
    })
    .post('/withdrawals/:id/cancel', member, async (c) => {
      const id = c.req.param('id');
      if (!UUID_PATTERN.test(id)) throw notFound('WITHDRAWAL_NOT_FOUND');
      const result = await cancelWithdrawal(db, c.get('memberId'), id.toLowerCase(), now());
      if (result.outcome === 'not-found') throw notFound('WITHDRAWAL_NOT_FOUND');
      if (result.outcome === 'not-pending') throw new ApiError(409, 'WITHDRAWAL_NOT_PENDING');
      await sendWithdrawalMail('CANCELLED', result.withdrawal);
      return ok<WithdrawalChange>(
        c,
        { ...toWithdrawalView(result.withdrawal), entries: result.rows.map(toLedgerEntry) },
        'Withdrawal cancelled',
      );
    })
    .get('/list', member, async (c) => {
      const query = validate(transactionListQuery, c.req.query());
      const range = dayRange(query.from, query.to, now());
      if ('errors' in range) throw validationFailed(range.errors);
      const after = readCursor('ledger', query.cursor);
      const { rows, next } = await listLedger(db, c.get('memberId'), { ...query, ...range.range, after });
      return ok<LedgerListPage>(c, { items: rows.map(toLedgerListEntry), limit: query.limit, nextCursor: nextCursorOf('ledger', next) });
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
        items: result.rows.map((row) => toBonusEntry(toBonusExplanation(row))),
        limit: query.limit,
        nextCursor: nextCursorOf('bonus', result.next),
        from,
        to,
        totals: { all: sumAmounts(Object.values(byType)), byType },
        perDay: daysOf(from, to).map((date) => ({ date, amount: perDay.get(date) ?? '0' })),
      });
    });
}
