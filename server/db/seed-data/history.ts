import type { BonusType, TokenSymbol } from '../../../contract/enums';

/**
 * The demo world's money history after the opening deposits, replayed through the domain functions (the same
 * code as the API), in time order. `daysAgo` counts back from the moment of seeding. With the deposits of
 * members.ts (dated when each member joined) and the orders and mining of orders.ts, demo ends with 1250.5 USDT,
 * 6250.75 EV and 42.123456 EC, demo2fa with 300 USDT, 800 EV (600 deposited + 200 received), 5.5 EC:
 * USDT 1351 − 100 − 0.5 fee; EV 4351.75 − 1000 mining units + 1070 bonus from the team's orders + 1030 bonus
 * below + 1000 swapped − 200 − 1 fee; EC 41.983456 + 7 days × 0.02 mining reward.
 */
export type SeedEvent =
  | { kind: 'bonus'; daysAgo: number; username: string; fromUsername: string; type: BonusType; amount: string }
  | { kind: 'swap'; daysAgo: number; username: string; fromSymbol: TokenSymbol; toSymbol: TokenSymbol; amount: string }
  | { kind: 'transfer'; daysAgo: number; username: string; toUsername: string; amount: string };

const bonus = (daysAgo: number, amount: string): SeedEvent => ({
  kind: 'bonus',
  daysAgo,
  username: 'demo',
  fromUsername: 'demo2fa',
  type: 'DIRECT',
  amount,
});

export const seedHistory: readonly SeedEvent[] = [
  bonus(20, '120'),
  bonus(18, '85.5'),
  bonus(17, '40'),
  bonus(15, '200'),
  bonus(13, '60'),
  bonus(12, '35.25'),
  bonus(10, '150'),
  { kind: 'swap', daysAgo: 9.5, username: 'demo', fromSymbol: 'USDT', toSymbol: 'EV', amount: '100' },
  bonus(8, '90'),
  bonus(6, '45.75'),
  { kind: 'transfer', daysAgo: 4.5, username: 'demo', toUsername: 'demo2fa', amount: '200' },
  bonus(4, '110'),
  bonus(3, '25'),
  bonus(1, '68.5'),
];
