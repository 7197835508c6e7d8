import type { LedgerCounterpart, LedgerEntry, LedgerListEntry, Withdrawal } from '../../contract/ledger';
import type { TokenOperation, TokenSymbol, TransactionStatus, TransactionType, WithdrawalStatus } from '../../contract/enums';
import type { OperationSettings } from '../../contract/prices';
import type { ErrorCode } from '../../contract/errors';
import { AMOUNT_DECIMALS, AMOUNT_ERRORS, parseAmount } from '../../contract/money-rules/amount';
import { computeFee, debitOf, sentOf, validateCoinAmount } from '../../contract/money-rules/fees';
import { swapPairOf } from '../../contract/money-rules/swap-pairs';
import { numberFormat } from '../../config/format';
import type { FieldErrors } from './field-errors';
import { Decimal, toDecimalString } from './money';
import type { TokenRecord } from './tokens';

/**
 * Money operations, with the rules of contract/money-rules (amount format and limits, fees and minimums, fee on
 * top, the swap pairs and their rates): the member pays the fee ON TOP of the amount. The wallet is debited
 * `amount + fee` (a SWAP_OUT / TRANSFER_OUT / WITHDRAW row of −amount and a FEE row of −fee, in the from-symbol);
 * what arrives is the amount itself (transfer, withdraw) or the amount converted (swap: `amount / EV.price` for
 * USDT→EV, `amount × buyPrice` for EV→USDT and EC→USDT), rounded down to 18 decimals.
 */
export const MONEY_ERRORS = {
  enterAmount: AMOUNT_ERRORS.required,
  tooManyDecimals: AMOUNT_ERRORS.tooManyDecimals,
  insufficient: 'INSUFFICIENT_BALANCE',
  securePasswordWrong: 'SECURE_PASSWORD_WRONG',
  securePasswordUnset: 'SECURE_PASSWORD_UNSET',
  codeMissing: 'CODE_MISSING',
  codeWrong: 'INVALID_VERIFICATION_CODE',
  codeUsed: 'CODE_ALREADY_USED',
  pair: 'SWAP_PAIR_UNAVAILABLE',
  receiverUnknown: 'MEMBER_NOT_FOUND',
  receiverSelf: 'TRANSFER_TO_SELF',
  address: 'BSC_ADDRESS_RULE',
  receivedZero: 'RECEIVED_ZERO',
} as const;

/** The sides a swap request names; its rate comes from the declared pair (contract/money-rules/swap-pairs). */
export interface SwapPair {
  from: TokenSymbol;
  to: TokenSymbol;
}

export { isSwapPair } from '../../contract/money-rules/swap-pairs';

/** The amount typed by the member (contract/money-rules/amount): its plain form, or the field code. */
export const parseAmountInput = (input: unknown): { amount: string } | { error: ErrorCode } => parseAmount(input);

/**
 * Minimum and fee of `amount` (already parsed) under the operation's settings, with the shared rules of
 * contract/money-rules/fees.ts. Field errors: `amount` (AMOUNT_BELOW_MINIMUM, its text e.g. "Minimum amount is 10 EV") and the value
 * `amountMinimum` (the raw minimum, for a translated text).
 */
export interface AmountRefusal {
  errors: FieldErrors;
  /** The text's `%value%` (e.g. "10 EV"). */
  params?: Record<string, string>;
  values?: Record<string, string>;
}

export function checkOperationAmount(
  amount: string,
  settings: OperationSettings,
  symbol: TokenSymbol,
): { fee: string; debit: string; sent: string } | AmountRefusal {
  const error = validateCoinAmount(amount, settings, symbol);
  if (error?.key === 'Enter points') return { errors: { amount: MONEY_ERRORS.enterAmount } };
  if (error) {
    return {
      errors: { amount: 'AMOUNT_BELOW_MINIMUM' },
      // The English text of the code for other callers; the portal formats `amountMinimum` in its own language.
      params: { value: numberFormat('en-US').amount(error.minimum, error.symbol) },
      values: { amountMinimum: toDecimalString(settings.minimumAmount) },
    };
  }
  const fee = toDecimalString(computeFee(amount, settings));
  return { fee, debit: toDecimalString(debitOf(amount, fee)), sent: toDecimalString(sentOf(amount, fee)) };
}

export const operationSettings = (token: TokenRecord, operation: TokenOperation): OperationSettings =>
  token.settings[operation];

/** What a swap of `amount` (from-units, after the fee) gives in to-units, rounded down to 18 decimals; null for another pair. */
export function swapReceived(sides: SwapPair, amount: string, tokens: readonly TokenRecord[]): string | null {
  const pair = swapPairOf(sides.from, sides.to);
  const priced = tokens.find((token) => token.code === (pair?.rate === 'price' ? pair.to : pair?.from));
  if (!pair || !priced) return null;
  const value = new Decimal(amount);
  const received = pair.rate === 'price' ? value.div(priced.price) : value.times(priced.buyPrice);
  return toDecimalString(received.decimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_DOWN));
}

/** A ledger row as read from `transactions`. */
export interface LedgerRow {
  id: number;
  symbol: TokenSymbol;
  type: TransactionType;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  status: TransactionStatus;
  createdAt: Date;
}

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    _id: String(row.id),
    symbol: row.symbol,
    type: row.type,
    amount: toDecimalString(row.amount),
    balanceAfter: toDecimalString(row.balanceAfter),
    reference: row.reference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ledger row with what the member's list joins to it (server/db/history.ts listLedger). */
export interface LedgerListRow extends LedgerRow {
  /** The other member of the transfer with this reference (their username only). */
  counterpartUsername: string | null;
  /** The member's withdrawal with this reference: the address and label it copied from the book. */
  withdrawalAddress: string | null;
  withdrawalAddressLabel: string | null;
}

function counterpartOf(row: LedgerListRow): LedgerCounterpart | null {
  if (row.counterpartUsername) return { kind: 'MEMBER', username: row.counterpartUsername };
  if (row.withdrawalAddress && row.reference) {
    return { kind: 'WITHDRAWAL', reference: row.reference, address: row.withdrawalAddress, addressLabel: row.withdrawalAddressLabel };
  }
  // An order's payment and refund carry the order's code as their reference.
  if ((row.type === 'ORDER_PAYMENT' || row.type === 'ORDER_REFUND') && row.reference) return { kind: 'ORDER', code: row.reference };
  return null;
}

export function toLedgerListEntry(row: LedgerListRow): LedgerListEntry {
  return { ...toLedgerEntry(row), counterpart: counterpartOf(row) };
}

/** A reference shared by the rows of one operation: prefix and 12 random hex digits (upper case). */
export function newReference(prefix: 'SW' | 'TF' | 'WD' | 'BN' | 'UP' | 'AJ'): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** PostgreSQL error codes (on the error or its cause: drizzle wraps driver errors). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A CHECK violation (23514), e.g. wallets_balance_non_negative: the last guard against an overdraft. */
export const isCheckViolation = (error: unknown) => errorCode(error) === '23514';

/** Serialization failure or deadlock: the transaction may be retried as a whole. */
export const isRetryableTransactionError = (error: unknown) => {
  const code = errorCode(error);
  return code === '40001' || code === '40P01';
};

/** A withdrawal request as stored. */
export interface WithdrawalRecord {
  id: string;
  userId: string;
  symbol: TokenSymbol;
  amount: string;
  fee: string;
  address: string;
  addressId: string | null;
  addressLabel: string | null;
  chainId: number;
  txHash: string | null;
  reference: string;
  status: WithdrawalStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A withdrawal as the API answers it (member and operator). */
export function toWithdrawalView(withdrawal: Omit<WithdrawalRecord, 'userId'>): Withdrawal {
  return {
    _id: withdrawal.id,
    symbol: withdrawal.symbol,
    amount: toDecimalString(withdrawal.amount),
    fee: toDecimalString(withdrawal.fee),
    address: withdrawal.address,
    addressId: withdrawal.addressId,
    addressLabel: withdrawal.addressLabel,
    chainId: withdrawal.chainId,
    txHash: withdrawal.txHash,
    reference: withdrawal.reference,
    status: withdrawal.status,
    reason: withdrawal.reason,
    createdAt: withdrawal.createdAt.toISOString(),
    decidedAt: withdrawal.decidedAt ? withdrawal.decidedAt.toISOString() : null,
  };
}
