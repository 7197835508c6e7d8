import type { OrderMethod, PointPaymentSymbol } from '../../../contract/enums';

/**
 * demo's orders, oldest first, placed through the same code as the API. `daysAgo` counts back from the moment of
 * seeding; `then` is what follows the order: the operator confirms the bank payment 2 hours later, the member
 * cancels it an hour later, or nothing (a POINT order completes at once; a BANK order left alone is pending for
 * 24 hours, then expired).
 */
export interface SeedOrder {
  idempotencyKey: string;
  daysAgo: number;
  method: OrderMethod;
  symbol: PointPaymentSymbol | null;
  items: readonly { code: string; quantity: number }[];
  then: 'confirm' | 'cancel' | 'none';
}

export const SEED_ORDERS_USERNAME = 'demo';

/** The POINT order of mining units whose first unit demo puts to mining. */
export const SEED_MINING_ORDER_KEY = 'seed-demo-mining-units';

export const seedOrders: readonly SeedOrder[] = [
  { idempotencyKey: 'seed-demo-gold-package', daysAgo: 28, method: 'BANK', symbol: null, items: [{ code: 'PKG-GOLD', quantity: 1 }], then: 'confirm' },
  { idempotencyKey: SEED_MINING_ORDER_KEY, daysAgo: 25, method: 'POINT', symbol: 'EV', items: [{ code: 'MIN-1TIB', quantity: 2 }], then: 'none' },
  { idempotencyKey: 'seed-demo-cancelled', daysAgo: 3, method: 'BANK', symbol: null, items: [{ code: 'MIN-5TIB', quantity: 1 }], then: 'cancel' },
  { idempotencyKey: 'seed-demo-expired', daysAgo: 2, method: 'BANK', symbol: null, items: [{ code: 'MIN-1TIB', quantity: 2 }], then: 'none' },
  { idempotencyKey: 'seed-demo-pending', daysAgo: 0, method: 'BANK', symbol: null, items: [{ code: 'MIN-10TIB', quantity: 1 }], then: 'none' },
];

/** An order of a member of demo's team. */
export interface SeedTeamOrder extends SeedOrder {
  username: string;
}

/**
 * The team's orders, confirmed bank transfers (placed before demo's seeded history, so every wallet's ledger stays in
 * time order). Bonus in EV: lan's Gold pays demo 1000 (10 % of 10000 points); minh's Starter pays lan 100 and demo 50
 * (5 %); hoa's mining units pay minh 100, lan 50 and demo 20 (2 %). demo's team volume: 1000 + 100 + 100 USDT.
 */
export const seedTeamOrders: readonly SeedTeamOrder[] = [
  { username: 'lan', idempotencyKey: 'seed-lan-gold-package', daysAgo: 24, method: 'BANK', symbol: null, items: [{ code: 'PKG-GOLD', quantity: 1 }], then: 'confirm' },
  { username: 'minh', idempotencyKey: 'seed-minh-starter-package', daysAgo: 23, method: 'BANK', symbol: null, items: [{ code: 'PKG-STARTER', quantity: 1 }], then: 'confirm' },
  { username: 'hoa', idempotencyKey: 'seed-hoa-mining-units', daysAgo: 22, method: 'BANK', symbol: null, items: [{ code: 'MIN-1TIB', quantity: 2 }], then: 'confirm' },
];

/**
 * demo activates one unit of the mining order this many days before seeding; every day from then until yesterday is
 * accrued (7 × 0.02 EC, which members.ts takes off demo's EC deposit).
 */
export const SEED_MINING_ACTIVATED_DAYS_AGO = 7;
