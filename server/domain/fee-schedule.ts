import type { FeeExample, FeeSchedule, FeeScheduleRule, SwapFeeRule } from '../../contract/rules';
import { POINT_PAYMENT_SYMBOLS, type TokenOperation, type TokenSymbol } from '../../contract/enums';
import { BANK_ORDER_TTL_HOURS } from '../../config/orders';
import { SWAP_PAIRS } from '../../contract/money-rules/swap-pairs';
import { checkOperationAmount, swapReceived } from './ledger';
import { Decimal, toDecimalString } from './money';
import { amountInVnd } from './orders';
import type { TokenRecord } from './tokens';

/** The USDT total of the bank-transfer example. */
export const BANK_EXAMPLE_USDT = '100';
/** The examples' amount: this many times the operation's minimum (the fallback when there is no minimum). */
const EXAMPLE_TIMES_MINIMUM = 10;
const EXAMPLE_WITHOUT_MINIMUM = '100';

export interface FeeScheduleInput {
  tokens: readonly TokenRecord[];
  /** The symbols the transfer and withdrawal operations move (server/operations). */
  transferSymbol: TokenSymbol;
  withdrawSymbol: TokenSymbol;
  /** The BANKING usdtVndRate in force, and whether it came from the setting (else the default). */
  usdtVndRate: number;
  rateFromSettings: boolean;
  security: { withdrawRequiresKyc: boolean; withdrawAddressDelayHours: number; securityHoldHours: number };
}

const exampleAmount = (minimumAmount: string) =>
  new Decimal(minimumAmount).isGreaterThan(0) ? toDecimalString(new Decimal(minimumAmount).times(EXAMPLE_TIMES_MINIMUM)) : EXAMPLE_WITHOUT_MINIMUM;

/** The operation's rule with an example worked out by `checkOperationAmount`, the check every money operation runs. */
function ruleOf(
  token: TokenRecord,
  operation: TokenOperation,
  /** What arrives of what goes out (the amount, or amount − fee without the fee on top). */
  received: (sent: string) => { amount: string; symbol: TokenSymbol } | null,
): FeeScheduleRule | null {
  const settings = token.settings[operation];
  const amount = exampleAmount(settings.minimumAmount);
  const checked = checkOperationAmount(amount, settings, token.code);
  if ('errors' in checked) return null;
  const arriving = received(checked.sent);
  if (!arriving) return null;
  const example: FeeExample = { amount, fee: checked.fee, debit: checked.debit, received: arriving.amount, receivedSymbol: arriving.symbol };
  return {
    symbol: token.code,
    isFeePercent: settings.isFeePercent === true,
    fee: toDecimalString(settings.fee),
    minFee: toDecimalString(settings.minFee),
    minimumAmount: toDecimalString(settings.minimumAmount),
    example,
  };
}

function swapRules(tokens: readonly TokenRecord[]): SwapFeeRule[] {
  return SWAP_PAIRS.flatMap((pair) => {
    const from = tokens.find((token) => token.code === pair.from);
    const rate = swapReceived(pair, '1', tokens);
    if (!from || rate === null) return [];
    const rule = ruleOf(from, 'SWAP', (amount) => {
      const received = swapReceived(pair, amount, tokens);
      return received === null ? null : { amount: received, symbol: pair.to };
    });
    if (!rule) return [];
    return [{ ...rule, to: pair.to, rate, rateSource: pair.rate }];
  });
}

/** The fee schedule: each money operation's fee and minimum (token settings), swap rates and the payment rules. */
export function feeSchedule(input: FeeScheduleInput): FeeSchedule {
  const { tokens, security } = input;
  const token = (symbol: TokenSymbol) => tokens.find((candidate) => candidate.code === symbol) ?? null;
  const sameAmount = (symbol: TokenSymbol) => (amount: string) => ({ amount, symbol });
  const withdrawToken = token(input.withdrawSymbol);
  const withdraw = withdrawToken ? ruleOf(withdrawToken, 'WITHDRAW', sameAmount(input.withdrawSymbol)) : null;
  const transferToken = token(input.transferSymbol);
  return {
    withdraw: withdraw && {
      ...withdraw,
      kycRequired: security.withdrawRequiresKyc,
      addressDelayHours: security.withdrawAddressDelayHours,
    },
    transfer: transferToken ? ruleOf(transferToken, 'TRANSFER', sameAmount(input.transferSymbol)) : null,
    swaps: swapRules(tokens),
    securityHoldHours: security.securityHoldHours,
    bank: {
      usdtVndRate: input.usdtVndRate,
      rateFromSettings: input.rateFromSettings,
      expiresAfterHours: BANK_ORDER_TTL_HOURS,
      example: { usdt: BANK_EXAMPLE_USDT, vnd: amountInVnd(BANK_EXAMPLE_USDT, input.usdtVndRate) },
    },
    point: { symbols: [...POINT_PAYMENT_SYMBOLS] },
  };
}
