import type { BonusType, PointPaymentSymbol, RankCode, TokenSymbol } from './enums';
import type { Product } from './products';

/**
 * public/rules/plan and public/rules/fees: the compensation plan and the fee schedule as the server applies them
 * (built from the same constants, catalogue, token rules and settings its operations use). Amounts are decimal strings.
 */

/** One level of the team bonus: the share of a purchase's point total paid to the sponsor at that level. */
export interface PlanBonusLevel {
  level: number;
  type: BonusType;
  /** Percent of the order's point total ("10"). */
  percent: string;
}

/** A rank and the team volume (USDT of the downline's completed orders) it starts at. */
export interface PlanRank {
  code: RankCode;
  minTeamVolume: string;
}

/** A package as the plan shows it (its owner earns the bonus of levels 1 to bonusLevels). */
export type PlanPackage = Pick<Product, '_id' | 'code' | 'name' | 'price' | 'pointPrice' | 'bonusLevels'>;

/** A mining unit as the plan shows it (its daily reward is in `miningRewardSymbol`). */
export type PlanMiningUnit = Pick<Product, '_id' | 'code' | 'name' | 'price' | 'pointPrice' | 'power' | 'dailyReward' | 'contractDays'> & {
  /** dailyReward × contractDays. */
  totalReward: string;
};

/** What one purchase of a catalogue product pays the buyer's sponsors, level 1 first (where their package reaches). */
export type PlanExample = Pick<Product, 'code' | 'kind' | 'name' | 'pointPrice'> & {
  bonus: { level: number; amount: string }[];
};

export interface CompensationPlan {
  bonus: {
    /** The token the bonus is paid in. */
    symbol: TokenSymbol;
    levels: PlanBonusLevel[];
  };
  ranks: {
    /** The unit of team volume. */
    symbol: TokenSymbol;
    levels: PlanRank[];
  };
  packages: PlanPackage[];
  miningUnits: PlanMiningUnit[];
  miningRewardSymbol: TokenSymbol;
  examples: PlanExample[];
}

/** A worked example of an operation's fee, computed by the server's own rule. */
export interface FeeExample {
  amount: string;
  fee: string;
  /** What leaves the wallet: amount + fee (in the rule's symbol). */
  debit: string;
  /** What arrives (in `receivedSymbol`). */
  received: string;
  receivedSymbol: TokenSymbol;
}

/** The fee and minimum of one operation (the token's settings for it). */
export interface FeeScheduleRule {
  symbol: TokenSymbol;
  /** `fee` is a percentage of the amount when true, a fixed amount otherwise. */
  isFeePercent: boolean;
  fee: string;
  minFee: string;
  minimumAmount: string;
  example: FeeExample;
}

export interface SwapFeeRule extends FeeScheduleRule {
  to: TokenSymbol;
  /** `to` units received per `symbol` unit. */
  rate: string;
  /** Which price of a token the rate comes from: `price` (buying EV) or `buyPrice` (selling to USDT). */
  rateSource: 'price' | 'buyPrice';
}

export interface FeeSchedule {
  /** Null when the token is not configured (the operation is then refused). */
  withdraw: (FeeScheduleRule & { kycRequired: boolean; addressDelayHours: number }) | null;
  transfer: FeeScheduleRule | null;
  swaps: SwapFeeRule[];
  /** Hours transfers and withdrawals are refused after a security change. */
  securityHoldHours: number;
  bank: {
    /** VND per USDT of a bank order. */
    usdtVndRate: number;
    /** Whether the operator's BANKING setting gives the rate (false: the built-in default applies). */
    rateFromSettings: boolean;
    expiresAfterHours: number;
    example: { usdt: string; vnd: number };
  };
  point: { symbols: PointPaymentSymbol[] };
}
