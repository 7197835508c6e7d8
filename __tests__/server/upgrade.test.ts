/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { and, eq } from 'drizzle-orm';

import { bonuses, transactions } from '@/server/db/schema';

import { postJson, profile } from './helpers/auth';
import { balancesOf, fundedMember, ledgerCount, productIdOf, secure, setPackage, setSponsor } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

/** Each fresh member costs two scrypt hashes (sign-up, sign-in). */
jest.setTimeout(30_000);

let server: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestApp();
  for (const code of ['PKG-STARTER', 'PKG-SILVER', 'PKG-GOLD', 'MIN-1TIB']) ids[code] = await productIdOf(server.db, code);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const funded = (prefix: string, deposits: Parameters<typeof fundedMember>[3] = {}) => fundedMember(server.api, server.db, prefix, deposits);

async function upgrade(auth: Record<string, string>, body: Record<string, unknown>) {
  const response = await server.api('/api/auth/client/upgrade-package', postJson({ ...secure, ...body }, auth));
  return { status: response.status, body: (await response.json()) as any };
}

const packageOf = async (member: { accessToken: string }) => (await (await profile(server.api, member.accessToken)).json()).data.package;

describe('POST auth/client/upgrade-package', () => {
  it('from no package: the full price in USDT, an UPGRADE row and the package set', async () => {
    const member = await funded('upa', { USDT: '150' });
    const { status, body } = await upgrade(member.auth, { packageId: ids['PKG-STARTER'], symbol: 'USDT' });
    expect(status).toBe(200);
    expect(body.message).toBe('Package upgraded');
    expect(body.data).toMatchObject({ symbol: 'USDT', amount: '100', package: { _id: ids['PKG-STARTER'], code: 'PKG-STARTER', bonusLevels: 1 } });
    expect(body.data.entries).toEqual([
      expect.objectContaining({ symbol: 'USDT', type: 'UPGRADE', amount: '-100', balanceAfter: '50', reference: expect.stringMatching(/^UP-[0-9A-F]{12}$/) }),
    ]);
    expect(await balancesOf(server.db, member.id)).toEqual({ USDT: '50', EV: '0', EC: '0' });
    expect(await packageOf(member)).toEqual({ _id: ids['PKG-STARTER'], code: 'PKG-STARTER', name: { vi: 'Gói Khởi đầu', en: 'Starter' }, bonusLevels: 1 });
  });

  it('from no package in EV: the full point price', async () => {
    const member = await funded('upb', { EV: '6000' });
    const { body } = await upgrade(member.auth, { packageId: ids['PKG-SILVER'], symbol: 'EV' });
    expect(body.data).toMatchObject({ symbol: 'EV', amount: '5000' });
    expect((await balancesOf(server.db, member.id)).EV).toBe('1000');
  });

  it('from Starter to Gold: the difference, in USDT or in EV; no bonus is paid', async () => {
    const sponsor = await funded('ups');
    await setPackage(server.db, sponsor.id, 'PKG-GOLD');
    const byUsdt = await funded('upc', { USDT: '1000' });
    const byEv = await funded('upd', { EV: '9000' });
    for (const member of [byUsdt, byEv]) {
      await setPackage(server.db, member.id, 'PKG-STARTER');
      await setSponsor(server.db, member.id, sponsor.id);
    }
    expect((await upgrade(byUsdt.auth, { packageId: ids['PKG-GOLD'], symbol: 'USDT' })).body.data.amount).toBe('900');
    expect((await upgrade(byEv.auth, { packageId: ids['PKG-GOLD'], symbol: 'EV' })).body.data.amount).toBe('9000');
    expect(await balancesOf(server.db, byUsdt.id)).toEqual({ USDT: '100', EV: '0', EC: '0' });
    expect(await balancesOf(server.db, byEv.id)).toEqual({ USDT: '0', EV: '0', EC: '0' });
    expect((await packageOf(byUsdt)).code).toBe('PKG-GOLD');
    expect((await packageOf(byEv)).code).toBe('PKG-GOLD');
    expect(await server.db.select().from(bonuses).where(eq(bonuses.userId, sponsor.id))).toHaveLength(0);
  });

  it('refuses a target that is not above the package held, or not a package', async () => {
    const member = await funded('upe', { USDT: '5000' });
    await setPackage(server.db, member.id, 'PKG-SILVER');
    const notHigher = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'PACKAGE_NOT_HIGHER',
        message: 'You already have this package or a higher one',
        errors: { packageId: 'You already have this package or a higher one' },
        fieldCodes: { packageId: 'PACKAGE_NOT_HIGHER' },
      },
    };
    expect(await upgrade(member.auth, { packageId: ids['PKG-SILVER'], symbol: 'USDT' })).toEqual(notHigher);
    expect(await upgrade(member.auth, { packageId: ids['PKG-STARTER'], symbol: 'USDT' })).toEqual(notHigher);
    const choose = { packageId: 'Choose a package' };
    expect((await upgrade(member.auth, { packageId: ids['MIN-1TIB'], symbol: 'USDT' })).body.errors).toEqual(choose);
    expect((await upgrade(member.auth, { packageId: 'gold', symbol: 'USDT' })).body.errors).toEqual(choose);
    expect((await upgrade(member.auth, { packageId: ids['PKG-GOLD'], symbol: 'EC' })).body.errors).toEqual({ symbol: 'Choose EV or USDT' });
    expect(await ledgerCount(server.db, member.id, 'UPGRADE')).toBe(0);
    expect((await packageOf(member)).code).toBe('PKG-SILVER');
  });

  it('too little balance: 400 Insufficient balance and nothing changes', async () => {
    const member = await funded('upf', { USDT: '99.99', EV: '100000' });
    const before = await balancesOf(server.db, member.id);
    const rows = await ledgerCount(server.db);
    const { status, body } = await upgrade(member.auth, { packageId: ids['PKG-STARTER'], symbol: 'USDT' });
    expect(status).toBe(400);
    expect(body.message).toBe('Insufficient balance');
    expect(await balancesOf(server.db, member.id)).toEqual(before);
    expect(await ledgerCount(server.db)).toBe(rows);
    expect(await packageOf(member)).toBeNull();
  });

  it('needs the secure password', async () => {
    const member = await funded('upg', { USDT: '1000' });
    const { status, body } = await upgrade(member.auth, { packageId: ids['PKG-STARTER'], symbol: 'USDT', securePassword: 'Wrong@12345' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ securePassword: 'The secure password is wrong' });
    const rows = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, member.id), eq(transactions.type, 'UPGRADE')));
    expect(rows).toHaveLength(0);
    expect((await upgrade({}, { packageId: ids['PKG-STARTER'], symbol: 'USDT' })).status).toBe(401);
  });
});
