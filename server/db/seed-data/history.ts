import type { BonusType, TokenSymbol } from '../../../contract/enums';

/**
 * The demo world's money history after the opening deposits, replayed through the domain functions (the same
 * code as the API), in time order. `daysAgo` counts back from the moment of seeding. With the deposits of
 * members.ts (dated when each member joined) and the orders and mining of orders.ts, demo ends with 1123.5 USDT,
 * 6250.75 EV and 42.123456 EC, demo2fa with 300 USDT, 800 EV (600 deposited + 200 received), 5.5 EC:
 * USDT 1351 − 100 − 0.5 fee − 101 (a withdrawal of 100 + 1 fee, approved) − 26 (25 + 1 fee, pending; the rejected and
 * the cancelled ones came back); EV 4351.75 − 1000 mining units + 1070 bonus from the team's orders + 1030 bonus
 * below + 1000 swapped − 200 − 1 fee; EC 41.983456 + 7 days × 0.02 mining reward.
 */
export type SeedEvent =
  | { kind: 'bonus'; daysAgo: number; username: string; fromUsername: string; type: BonusType; amount: string }
  | { kind: 'swap'; daysAgo: number; username: string; fromSymbol: TokenSymbol; toSymbol: TokenSymbol; amount: string }
  | { kind: 'transfer'; daysAgo: number; username: string; toUsername: string; amount: string }
  /** A withdrawal address added to the member's book and confirmed by its e-mailed link (opens a delay later). */
  | { kind: 'address'; daysAgo: number; username: string; key: string; address: string; label: string }
  | { kind: 'withdrawal'; daysAgo: number; username: string; key: string; addressKey: string; amount: string }
  | { kind: 'withdrawal-approved'; daysAgo: number; key: string; txHash: string }
  | { kind: 'withdrawal-rejected'; daysAgo: number; key: string; reason: string }
  | { kind: 'withdrawal-cancelled'; daysAgo: number; username: string; key: string };

/** demo's withdrawal address book: one usable for weeks, one confirmed at seeding (in its 24-hour delay). */
export const SEED_USABLE_ADDRESS = { address: '0x52908400098527886E0F7030069857D2E4169EE7', label: 'Binance' } as const;
export const SEED_NEW_ADDRESS = { address: '0xde709f2102306220921060314715629080e2fb77', label: 'Ledger' } as const;
/** The payout of demo's approved withdrawal (a made-up testnet hash). */
export const SEED_APPROVED_TX_HASH = '0x6f1e9e5d1c1b0a0f3a2c4e6b8d0f1a3c5e7092b4d6f8a0c2e4b6d8f0a1c3e5b7';

const demoWithdrawals: readonly SeedEvent[] = [
  { kind: 'address', daysAgo: 22, username: 'demo', key: 'usable', ...SEED_USABLE_ADDRESS },
  { kind: 'withdrawal', daysAgo: 16, username: 'demo', key: 'approved', addressKey: 'usable', amount: '100' },
  { kind: 'withdrawal-approved', daysAgo: 15.5, key: 'approved', txHash: SEED_APPROVED_TX_HASH },
  { kind: 'withdrawal', daysAgo: 11, username: 'demo', key: 'rejected', addressKey: 'usable', amount: '50' },
  { kind: 'withdrawal-rejected', daysAgo: 10.5, key: 'rejected', reason: 'The amount needs a check by support first; contact support' },
  { kind: 'withdrawal', daysAgo: 5, username: 'demo', key: 'cancelled', addressKey: 'usable', amount: '30' },
  { kind: 'withdrawal-cancelled', daysAgo: 4.9, username: 'demo', key: 'cancelled' },
  { kind: 'withdrawal', daysAgo: 0.5, username: 'demo', key: 'pending', addressKey: 'usable', amount: '25' },
  { kind: 'address', daysAgo: 0, username: 'demo', key: 'new', ...SEED_NEW_ADDRESS },
];

/** The console's withdrawal queue (seed-data/queues.ts): linh's (an address of weeks, a paid one before) and namtran's (a new address). */
const queueWithdrawals: readonly SeedEvent[] = [
  { kind: 'address', daysAgo: 30, username: 'linh', key: 'linh-binance', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', label: 'Binance' },
  { kind: 'withdrawal', daysAgo: 20, username: 'linh', key: 'linh-paid', addressKey: 'linh-binance', amount: '100' },
  { kind: 'withdrawal-approved', daysAgo: 19.8, key: 'linh-paid', txHash: '0x3a1c5e7092b4d6f8a0c2e4b6d8f0a1c3e5b76f1e9e5d1c1b0a0f3a2c4e6b8d0f' },
  { kind: 'withdrawal', daysAgo: 0.2, username: 'linh', key: 'linh-pending', addressKey: 'linh-binance', amount: '60' },
  { kind: 'address', daysAgo: 2, username: 'namtran', key: 'namtran-wallet', address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', label: 'Trust Wallet' },
  { kind: 'withdrawal', daysAgo: 0.1, username: 'namtran', key: 'namtran-pending', addressKey: 'namtran-wallet', amount: '35' },
];

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
  ...demoWithdrawals,
  ...queueWithdrawals,
];
