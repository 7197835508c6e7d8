import { and, desc, eq } from 'drizzle-orm';

import { BONUS_TYPES } from '@/contract/enums';
import type { CompensationPlan, FeeSchedule } from '@/contract/rules';
import { computeFee } from '@/contract/money-rules/fees';
import { BONUS_RATES } from '@/config/orders';
import { RANKS } from '@/config/ranks';
import { bonuses, products } from '@/server/db/schema';
import { seedTokens } from '@/server/db/seed-data/tokens';
import { saveSetting } from '@/server/db/settings';
import { Decimal, toDecimalString } from '@/server/domain/money';

import { postJson } from './helpers/auth';
import { fundedMember, placeOrder, productIdOf, secure, userIdOf } from './helpers/orders';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

/** Fresh members cost two scrypt hashes each. */
jest.setTimeout(30_000);

let server: TestApp;
let opsLog: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp();
  opsLog = jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  await server?.close();
  opsLog.mockRestore();
});

async function dataOf<T>(path: string): Promise<T> {
  const response = await server.api(`/api/public/rules/${path}`);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body.data as T;
}
const plan = () => dataOf<CompensationPlan>('plan');
const fees = () => dataOf<FeeSchedule>('fees');

function ops(method: string, path: string, body: unknown) {
  return server.app.request(`/api/ops/${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const tokenOf = (code: string) => seedTokens.find((token) => token.code === code)!;

describe('GET public/rules/plan', () => {
  it('answers, to anyone with the API key, the bonus rates, ranks and catalogue the server computes with', async () => {
    expect((await server.app.request('/api/public/rules/plan')).status).toBe(403);
    const answer = await plan();

    expect(answer.bonus).toEqual({
      symbol: 'EV',
      levels: BONUS_RATES.map((rate, index) => ({ level: index + 1, type: BONUS_TYPES[index], percent: toDecimalString(new Decimal(rate).times(100)) })),
    });
    expect(answer.bonus.levels.map((level) => level.percent)).toEqual(['10', '5', '2']);
    expect(answer.ranks).toEqual({ symbol: 'USDT', levels: RANKS.map((rank) => ({ code: rank.code, minTeamVolume: rank.minTeamVolume })) });

    const active = await server.db.select().from(products).where(eq(products.active, true));
    const packages = active.filter((product) => product.kind === 'PACKAGE');
    expect(answer.packages.map((entry) => [entry.code, entry.price, entry.pointPrice, entry.bonusLevels]).sort()).toEqual(
      packages.map((product) => [product.code, toDecimalString(product.price), toDecimalString(product.pointPrice), product.bonusLevels]).sort(),
    );
    expect(answer.miningUnits.find((unit) => unit.code === 'MIN-1TIB')).toMatchObject({
      power: '1',
      dailyReward: '0.02',
      contractDays: 540,
      totalReward: '10.8',
    });
    expect(answer.miningRewardSymbol).toBe('EC');
    expect(answer.examples.find((example) => example.code === 'PKG-GOLD')).toEqual({
      code: 'PKG-GOLD',
      kind: 'PACKAGE',
      name: { vi: 'Gói Vàng', en: 'Gold' },
      pointPrice: '10000',
      bonus: [
        { level: 1, amount: '1000' },
        { level: 2, amount: '500' },
        { level: 3, amount: '200' },
      ],
    });
  });

  it('gives the bonus a completed order really pays: the direct referral buys Gold by points, the sponsor gets the example', async () => {
    const example = (await plan()).examples.find((entry) => entry.code === 'PKG-GOLD')!;
    const buyer = await fundedMember(server.api, server.db, 'planbuy', { EV: '20000' });
    const order = await placeOrder(server.api, buyer.auth, {
      items: [{ productId: await productIdOf(server.db, 'PKG-GOLD'), quantity: 1 }],
      method: 'POINT',
      symbol: 'EV',
      ...secure,
    });
    expect(order.status).toBe(201);
    const demoId = await userIdOf(server.db, 'demo');
    const [paid] = await server.db
      .select({ amount: bonuses.amount, type: bonuses.type })
      .from(bonuses)
      .where(and(eq(bonuses.userId, demoId), eq(bonuses.orderCode, order.body.data.code)))
      .orderBy(desc(bonuses.createdAt));
    expect({ type: paid.type, amount: toDecimalString(paid.amount) }).toEqual({ type: 'DIRECT', amount: example.bonus[0].amount });
  });

  it('follows the catalogue: a changed point price or bonus levels, a product taken off sale', async () => {
    const [silver] = await server.db.select().from(products).where(eq(products.code, 'PKG-SILVER'));
    try {
      await server.db.update(products).set({ pointPrice: '6000', bonusLevels: 3 }).where(eq(products.id, silver.id));
      await server.db.update(products).set({ active: false }).where(eq(products.code, 'MIN-5TIB'));
      const answer = await plan();
      expect(answer.packages.find((entry) => entry.code === 'PKG-SILVER')).toMatchObject({ pointPrice: '6000', bonusLevels: 3 });
      expect(answer.examples.find((entry) => entry.code === 'PKG-SILVER')?.bonus.map((level) => level.amount)).toEqual(['600', '300', '120']);
      expect(answer.miningUnits.map((unit) => unit.code)).not.toContain('MIN-5TIB');
    } finally {
      await server.db.update(products).set({ pointPrice: silver.pointPrice, bonusLevels: silver.bonusLevels }).where(eq(products.id, silver.id));
      await server.db.update(products).set({ active: true }).where(eq(products.code, 'MIN-5TIB'));
    }
  });
});

describe('GET public/rules/fees', () => {
  it("answers each operation's fee and minimum from the tokens' settings, with examples worked out by the same rule", async () => {
    const answer = await fees();
    const usdt = tokenOf('USDT').settings;
    expect(answer.withdraw).toEqual({
      symbol: 'USDT',
      ...usdt.WITHDRAW,
      example: { amount: '200', fee: '1', debit: '201', received: '200', receivedSymbol: 'USDT' },
      kycRequired: true,
      addressDelayHours: 24,
    });
    expect(answer.transfer).toMatchObject({ symbol: 'EV', ...tokenOf('EV').settings.TRANSFER });
    // 0.5 % of 100 EV is 0.5, raised to the minimum fee of 1.
    expect(answer.transfer?.example).toEqual({ amount: '100', fee: '1', debit: '101', received: '100', receivedSymbol: 'EV' });
    expect(answer.swaps.map((swap) => [swap.symbol, swap.to, swap.rate, swap.rateSource])).toEqual([
      ['USDT', 'EV', '10', 'price'],
      ['EV', 'USDT', '0.095', 'buyPrice'],
      ['EC', 'USDT', '2.4', 'buyPrice'],
    ]);
    for (const swap of answer.swaps) {
      expect(swap.example.fee).toBe(toDecimalString(computeFee(swap.example.amount, tokenOf(swap.symbol).settings.SWAP)));
    }
    expect(answer.securityHoldHours).toBe(24);
    expect(answer.bank).toEqual({ usdtVndRate: 25000, rateFromSettings: true, expiresAfterHours: 24, example: { usdt: '100', vnd: 2500000 } });
    expect(answer.point).toEqual({ symbols: ['EV', 'USDT'] });
  });

  it("a swap of the example's amount is charged the example's fee and gives what it says", async () => {
    const swap = (await fees()).swaps.find((entry) => entry.symbol === 'USDT' && entry.to === 'EV')!;
    const member = await fundedMember(server.api, server.db, 'feeswap', { USDT: '1000' });
    const response = await server.api(
      '/api/auth/transaction/swap',
      postJson({ fromSymbol: 'USDT', toSymbol: 'EV', amount: swap.example.amount, ...secure }, member.auth),
    );
    const body = await response.json();
    expect(response.status).toBe(200);
    expect({ fee: body.data.fee, received: body.data.received }).toEqual({ fee: swap.example.fee, received: swap.example.received });
  });

  it("follows an operator's change of a token's fees, of the VND rate and of the withdrawal rules", async () => {
    const usdt = tokenOf('USDT');
    const changed = { ...usdt.settings, WITHDRAW: { isFeePercent: true, fee: '2', minFee: '3', minimumAmount: '50' } };
    expect((await ops('PUT', 'settings/tokens/USDT', { price: usdt.price, buyPrice: usdt.buyPrice, settings: changed })).status).toBe(200);
    expect((await ops('PUT', 'setting/BANKING/usdtVndRate', { value: '26000' })).status).toBe(200);
    expect((await ops('PUT', 'setting/SECURITY/withdrawRequiresKyc', { value: 'false' })).status).toBe(200);
    try {
      const answer = await fees();
      // 2 % of 500 USDT is 10, above the minimum fee of 3.
      expect(answer.withdraw).toMatchObject({
        isFeePercent: true,
        fee: '2',
        minFee: '3',
        minimumAmount: '50',
        kycRequired: false,
        example: { amount: '500', fee: '10', debit: '510', received: '500', receivedSymbol: 'USDT' },
      });
      expect(answer.bank).toMatchObject({ usdtVndRate: 26000, rateFromSettings: true, example: { usdt: '100', vnd: 2600000 } });
    } finally {
      await ops('PUT', 'settings/tokens/USDT', { price: usdt.price, buyPrice: usdt.buyPrice, settings: usdt.settings });
      await ops('PUT', 'setting/BANKING/usdtVndRate', { value: '25000' });
      await ops('PUT', 'setting/SECURITY/withdrawRequiresKyc', { value: 'true' });
    }
  });

  it('applies the built-in VND rate when the setting cannot be read, and says so', async () => {
    expect((await ops('PUT', 'setting/BANKING/usdtVndRate', { value: '0' })).status).toBe(400);
    await saveSetting(server.db, { group: 'BANKING', name: 'usdtVndRate', value: 'n/a' });
    try {
      expect((await fees()).bank).toMatchObject({ usdtVndRate: 25000, rateFromSettings: false });
    } finally {
      await saveSetting(server.db, { group: 'BANKING', name: 'usdtVndRate', value: '25000' });
    }
  });
});
