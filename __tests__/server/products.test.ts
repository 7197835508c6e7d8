import { eq, sql } from 'drizzle-orm';

import { products } from '@/server/db/schema';
import { seedProductsIfEmpty } from '@/server/operations/seed';

import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestDatabase } from './helpers/testDatabase';

const DECIMAL = /^\d+(\.\d*[1-9])?$/;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const list = async (query = '') => {
  const response = await server.api(`/api/public/product/list${query}`);
  return { status: response.status, body: await response.json() };
};

describe('GET /api/public/product/list', () => {
  it('answers the three membership packages with texts in both languages and decimal strings', async () => {
    const { status, body } = await list('?kind=PACKAGE');
    expect(status).toBe(200);
    expect(body.data.map((p: { code: string }) => p.code)).toEqual(['PKG-STARTER', 'PKG-SILVER', 'PKG-GOLD']);
    expect(body.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: 'PKG-STARTER',
      name: { vi: 'Gói Khởi đầu', en: 'Starter' },
      kind: 'PACKAGE',
      price: '100',
      pointPrice: '1000',
      power: '0',
      bonusLevels: 1,
      dailyReward: '0',
      contractDays: 0,
      image: null,
      description: { vi: expect.any(String), en: expect.any(String) },
    });
    expect(body.data.map((p: { price: string }) => p.price)).toEqual(['100', '500', '1000']);
  });

  it('answers the three mining units with their power in TiB', async () => {
    const { body } = await list('?kind=MINING');
    expect(body.data.map((p: { power: string }) => p.power)).toEqual(['1', '5', '10']);
    expect(body.data.map((p: { dailyReward: string; contractDays: number }) => [p.dailyReward, p.contractDays])).toEqual([
      ['0.02', 540],
      ['0.1', 540],
      ['0.2', 540],
    ]);
    for (const product of body.data) {
      expect(product.kind).toBe('MINING');
      for (const field of ['price', 'pointPrice', 'power']) expect(product[field]).toMatch(DECIMAL);
      expect(product.name.vi).not.toBe(product.name.en);
    }
  });

  it('answers every kind without the filter, and hides inactive products', async () => {
    expect((await list()).body.data).toHaveLength(6);
    await server.db.update(products).set({ active: false }).where(eq(products.code, 'MIN-5TIB'));
    expect((await list('?kind=MINING')).body.data.map((p: { code: string }) => p.code)).toEqual(['MIN-1TIB', 'MIN-10TIB']);
    await server.db.update(products).set({ active: true }).where(eq(products.code, 'MIN-5TIB'));
  });

  it('refuses an unknown kind', async () => {
    expect(await list('?kind=GIFT')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: { kind: 'Kind must be one of PACKAGE, MINING' }, fieldCodes: { kind: 'PRODUCT_KIND_INVALID' } },
    });
  });
});

describe('product seed', () => {
  it('fills an empty catalogue of a database seeded before products existed, and only then', async () => {
    await expect(seedProductsIfEmpty(server.db)).resolves.toBe(false);
    // a migrated database with no product (the demo world's orders and units go with them)
    const database = await createTestDatabase();
    const db = database.handle.db;
    await db.execute(sql`TRUNCATE products CASCADE`);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await expect(seedProductsIfEmpty(db)).resolves.toBe(true);
      expect(await db.select().from(products)).toHaveLength(6);
      await expect(seedProductsIfEmpty(db)).resolves.toBe(false);
    } finally {
      info.mockRestore();
      await database.dispose();
    }
  }, 30_000);
});
