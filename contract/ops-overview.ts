import type { TokenSymbol } from './enums';

/** Amounts of one token (decimal strings). */
export type AmountsBySymbol = Partial<Record<TokenSymbol, string>>;

/** The console home: today's figures (UTC day) and the pending queues (ops/overview). */
export interface OpsOverview {
  /** The UTC day the figures are of (YYYY-MM-DD). */
  date: string;
  newMembers: number;
  orders: {
    /** Orders placed today, any status. */
    placed: number;
    /** Orders completed (paid) today and their USDT total. */
    completed: number;
    volumeUsdt: string;
  };
  withdrawals: {
    requested: number;
    requestedAmounts: AmountsBySymbol;
    /** Approved (paid out) today. */
    paid: number;
    paidAmounts: AmountsBySymbol;
  };
  /** What waits for an operator now. */
  queues: {
    kyc: number;
    withdrawals: number;
    /** Bank orders awaiting payment (not expired). */
    bankOrders: number;
  };
}
