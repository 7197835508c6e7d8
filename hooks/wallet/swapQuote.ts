import type { TokenPrice } from '@/contract/prices';
import { BigNumber, type BigNumberValue } from '@/config/bignumber';
import { DISPLAY_MAX_DECIMALS } from '@/config/tokens';
import { computeFee, FEE_ON_TOP, type FeeRule } from '@/contract/money-rules/fees';
import { swapPairOf } from '@/contract/money-rules/swap-pairs';
import type { SwapField } from '@/state/swap/slice';

/**
 * Swap arithmetic, as the server does it (server/domain/ledger.ts swapReceived), at the pair's rate: the fee (the FROM
 * token's SWAP settings, contract/money-rules/fees computeFee) is paid on top of the amount (FEE_ON_TOP), and
 * USDT→EV receives amount / EV.price, EV→USDT amount × EV.buyPrice, EC→USDT amount × EC.buyPrice.
 * With FEE_ON_TOP false the same holds for (amount − fee).
 */

type Rate = { kind: 'divide' | 'multiply'; by: BigNumber };

function positive(value: BigNumberValue | undefined): BigNumber | null {
  const number = new BigNumber(value ?? NaN);
  return number.isFinite() && number.isGreaterThan(0) ? number : null;
}

/** How one unit of the FROM token (after the fee) turns into the TO token (the pair's rate); null when unknown. */
export function swapRate(from: string, to: string, prices: Readonly<Record<string, TokenPrice | undefined>>): Rate | null {
  const pair = swapPairOf(from, to);
  if (!pair) return null;
  if (pair.rate === 'price') {
    const price = positive(prices[pair.to]?.price);
    return price ? { kind: 'divide', by: price } : null;
  }
  const buyPrice = positive(prices[pair.from]?.buyPrice);
  return buyPrice ? { kind: 'multiply', by: buyPrice } : null;
}

function convert(net: BigNumber, rate: Rate): BigNumber {
  return rate.kind === 'divide' ? net.div(rate.by) : net.times(rate.by);
}

function unconvert(output: BigNumber, rate: Rate): BigNumber {
  return rate.kind === 'divide' ? output.times(rate.by) : output.div(rate.by);
}

/** The smallest amount whose `amount − computeFee(amount)` is at least `net` (fee out of the amount). */
export function amountForNet(net: BigNumberValue, rule: FeeRule): BigNumber {
  const wanted = new BigNumber(net);
  const minFee = new BigNumber(rule.minFee || 0);
  if (!rule.isFeePercent) return wanted.plus(computeFee(wanted, rule));
  const percent = new BigNumber(rule.fee || 0).div(100);
  if (percent.isGreaterThanOrEqualTo(1)) return new BigNumber(NaN);
  const byPercent = wanted.div(new BigNumber(1).minus(percent));
  return byPercent.times(percent).isGreaterThanOrEqualTo(minFee) ? byPercent : wanted.plus(minFee);
}

export interface SwapQuote {
  /** The amount paid (FROM token), as typed or computed; '' when there is none. */
  inputAmount: string;
  /** The amount received (TO token), as typed or computed; '' when there is none. */
  outputAmount: string;
  /** The fee in the FROM token; '0' when there is no amount. */
  fee: string;
}

interface QuoteArgs {
  independentField: SwapField;
  typedValue: string;
  from: string | undefined;
  to: string | undefined;
  prices: Readonly<Record<string, TokenPrice | undefined>>;
}

const EMPTY: SwapQuote = { inputAmount: '', outputAmount: '', fee: '0' };

/**
 * Both sides of a swap from the side the member typed. A computed input is rounded up, a computed
 * output down, to the 6 decimals shown, so what shows is what is sent and never more is promised.
 */
export function quoteSwap({ independentField, typedValue, from, to, prices }: QuoteArgs): SwapQuote {
  const typed = positive(typedValue.trim() || undefined);
  const blank = independentField === 'INPUT' ? { ...EMPTY, inputAmount: typedValue } : { ...EMPTY, outputAmount: typedValue };
  if (!typed || !from || !to) return blank;
  const rule = prices[from]?.settings.SWAP;
  const rate = swapRate(from, to, prices);
  if (!rule || !rate) return blank;

  if (independentField === 'INPUT') {
    const fee = computeFee(typed, rule);
    const net = FEE_ON_TOP ? typed : BigNumber.max(typed.minus(fee), 0);
    const output = convert(net, rate).decimalPlaces(DISPLAY_MAX_DECIMALS, BigNumber.ROUND_DOWN);
    return { inputAmount: typedValue, outputAmount: output.toFixed(), fee };
  }
  const net = unconvert(typed, rate);
  const input = FEE_ON_TOP ? net : amountForNet(net, rule);
  if (!input.isFinite()) return blank;
  const shown = input.decimalPlaces(DISPLAY_MAX_DECIMALS, BigNumber.ROUND_UP);
  return { inputAmount: shown.toFixed(), outputAmount: typedValue, fee: computeFee(shown, rule) };
}
