import type { TokenSymbol } from './enums';

/** Amounts of one token (decimal strings). */
export type AmountsBySymbol = Partial<Record<TokenSymbol, string>>;

/** Support's work waiting now: for support and admin. */
export interface OpsSupportFigures {
  /** KYC submissions under review. */
  kycToReview: number;
  /** Support tickets waiting for an answer (OPEN). */
  ticketsToAnswer: number;
}

/** Today's money and the money queues: for finance and admin. */
export interface OpsFinanceFigures {
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
  /** Pending withdrawals now. */
  withdrawalsToDecide: number;
  /** Bank orders awaiting payment (not expired) now. */
  bankOrdersAwaiting: number;
}

/**
 * The console home (ops/overview): today's figures (UTC day) and the work waiting, each part only for the roles that
 * work it: `support` is absent for finance, `finance` absent for support; admin gets both.
 */
export interface OpsOverview {
  /** The UTC day the figures are of (YYYY-MM-DD). */
  date: string;
  newMembers: number;
  support?: OpsSupportFigures;
  finance?: OpsFinanceFigures;
}
