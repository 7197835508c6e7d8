import { http as handle, HttpResponse } from 'msw';
import type { CompensationPlan, FeeSchedule } from '@/contract/rules';
import { server } from '../../setup/server';
import { apiUrl, ok } from '../../setup/handlers';

/** A plan unlike the seeded one (12 / 6 / 3 %), so that what the page shows can only come from the answer. */
export const planAnswer: CompensationPlan = {
  bonus: {
    symbol: 'EV',
    levels: [
      { level: 1, type: 'DIRECT', percent: '12' },
      { level: 2, type: 'LEVEL_2', percent: '6' },
      { level: 3, type: 'LEVEL_3', percent: '3' },
    ],
  },
  ranks: {
    symbol: 'USDT',
    levels: [
      { code: 'MEMBER', minTeamVolume: '0' },
      { code: 'BRONZE', minTeamVolume: '1500' },
      { code: 'DIAMOND', minTeamVolume: '250000' },
    ],
  },
  packages: [
    { _id: 'p1', code: 'PKG-STARTER', name: { vi: 'Gói Khởi đầu', en: 'Starter' }, price: '100', pointPrice: '1000', bonusLevels: 1 },
    { _id: 'p3', code: 'PKG-GOLD', name: { vi: 'Gói Vàng', en: 'Gold' }, price: '1000', pointPrice: '10000', bonusLevels: 3 },
  ],
  miningUnits: [
    {
      _id: 'm1',
      code: 'MIN-1TIB',
      name: { vi: 'Máy đào 1 TiB', en: '1 TiB mining unit' },
      price: '50',
      pointPrice: '500',
      power: '1',
      dailyReward: '0.02',
      contractDays: 540,
      totalReward: '10.8',
    },
  ],
  miningRewardSymbol: 'EC',
  examples: [
    {
      code: 'PKG-STARTER',
      kind: 'PACKAGE',
      name: { vi: 'Gói Khởi đầu', en: 'Starter' },
      pointPrice: '1000',
      bonus: [
        { level: 1, amount: '120' },
        { level: 2, amount: '60' },
        { level: 3, amount: '30' },
      ],
    },
    {
      code: 'MIN-1TIB',
      kind: 'MINING',
      name: { vi: 'Máy đào 1 TiB', en: '1 TiB mining unit' },
      pointPrice: '500',
      bonus: [
        { level: 1, amount: '60' },
        { level: 2, amount: '30' },
        { level: 3, amount: '15' },
      ],
    },
  ],
};

export const feesAnswer: FeeSchedule = {
  withdraw: {
    symbol: 'USDT',
    isFeePercent: false,
    fee: '1.5',
    minFee: '1',
    minimumAmount: '25',
    example: { amount: '250', fee: '1.5', debit: '251.5', received: '250', receivedSymbol: 'USDT' },
    kycRequired: true,
    addressDelayHours: 12,
  },
  transfer: {
    symbol: 'EV',
    isFeePercent: true,
    fee: '0.5',
    minFee: '1',
    minimumAmount: '10',
    example: { amount: '100', fee: '1', debit: '101', received: '100', receivedSymbol: 'EV' },
  },
  swaps: [
    {
      symbol: 'USDT',
      to: 'EV',
      rate: '10',
      rateSource: 'price',
      isFeePercent: true,
      fee: '0.5',
      minFee: '0.1',
      minimumAmount: '10',
      example: { amount: '100', fee: '0.5', debit: '100.5', received: '1000', receivedSymbol: 'EV' },
    },
    {
      symbol: 'EC',
      to: 'USDT',
      rate: '2.4',
      rateSource: 'buyPrice',
      isFeePercent: true,
      fee: '2',
      minFee: '0.05',
      minimumAmount: '1',
      example: { amount: '10', fee: '0.2', debit: '10.2', received: '24', receivedSymbol: 'USDT' },
    },
  ],
  securityHoldHours: 48,
  bank: { usdtVndRate: 26000, rateFromSettings: true, expiresAfterHours: 24, example: { usdt: '100', vnd: 2600000 } },
  point: { symbols: ['EV', 'USDT'] },
};

/** Answers public/rules/plan (or fees) with `answer` and counts the calls. */
export function answerRules(path: 'plan' | 'fees', answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    handle.get(apiUrl(`public/rules/${path}`), () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

export const answerPlan = (plan: CompensationPlan = planAnswer) => answerRules('plan', () => ok(plan));
export const answerFees = (fees: FeeSchedule = feesAnswer) => answerRules('fees', () => ok(fees));
export const failing = () => HttpResponse.json({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' }, { status: 500 });
