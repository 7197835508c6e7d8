// After a gap of several days, the mining timer and `npm run ops -- accrue-mining` pay every
// day missed since the last paid one, each contract-day exactly once; a second run pays nothing.
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { asc, eq } from 'drizzle-orm';

import { miningContracts, miningRewards, products } from '@/server/db/schema';
import { startMiningTimer } from '@/server/mining-timer';
import { accrueMining } from '@/server/operations/mining';

import { newMember } from './helpers/forms';
import { runOpsCli } from './helpers/opsCli';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { giveMiningUnits, userIdOf } from './helpers/warehouse';

let current = new Date('2075-01-01T12:00:00Z');
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: () => current });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A fresh member's contract earning 0.1 EC a day from `startDate` (for a year). */
async function contractFrom(prefix: string, startDate: string) {
  const member = await newMember(server.api, prefix);
  const userId = await userIdOf(server.db, member.username);
  const { unitIds } = await giveMiningUnits(server.db, userId, [{ code: 'MIN-1TIB', quantity: 1 }], new Date(`${startDate}T08:00:00Z`));
  const [product] = await server.db.select({ id: products.id }).from(products).where(eq(products.code, 'MIN-1TIB'));
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 365);
  const [row] = await server.db
    .insert(miningContracts)
    .values({ userId, unitId: unitIds[0], productId: product.id, power: '1', dailyReward: '0.1', startDate, endDate: end.toISOString().slice(0, 10) })
    .returning({ id: miningContracts.id });
  return row.id;
}

const paidDays = async (contractId: string) =>
  (await server.db.select({ day: miningRewards.day }).from(miningRewards).where(eq(miningRewards.contractId, contractId)).orderBy(asc(miningRewards.day))).map(
    (row) => row.day,
  );

async function runTimerOnce(at: Date) {
  const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const timer = startMiningTimer(server.db, { now: () => at, firstRunDelayMs: 0, intervalMs: 600_000 });
  try {
    await timer.firstRun;
    return log.mock.calls.map((call) => call[0] as string);
  } finally {
    timer.stop();
    log.mockRestore();
  }
}

describe('the mining timer after a gap', () => {
  it('pays every day missed since the last paid one, oldest first, and nothing on the next run', async () => {
    const contract = await contractFrom('gapt', '2075-03-01');
    // the first day was paid on time; then the server was down for five days
    await accrueMining(server.db, '2075-03-01', new Date('2075-03-02T00:10:00Z'));
    const lines = await runTimerOnce(new Date('2075-03-07T00:10:00Z'));
    expect(lines).toEqual(['02', '03', '04', '05', '06'].map((day) => `[mining] Accrued 2075-03-${day}: 0.1 EC to 1 contract`));
    expect(await paidDays(contract)).toEqual(['01', '02', '03', '04', '05', '06'].map((day) => `2075-03-${day}`));
    expect(await runTimerOnce(new Date('2075-03-07T01:10:00Z'))).toEqual([]);
    expect(await paidDays(contract)).toHaveLength(6);
  }, 60_000);
});

describe('npm run ops -- accrue-mining after a gap', () => {
  it('pays every missed day up to yesterday, then a second run pays nothing; a date still pays that day', async () => {
    const contract = await contractFrom('gapc', '2077-05-01');
    await accrueMining(server.db, '2077-05-01', new Date('2077-05-02T00:10:00Z'));
    current = new Date('2077-05-05T09:00:00Z');
    const http = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const env = { ...process.env, OPS_URL: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`, OPS_API_TOKEN: TEST_OPS_TOKEN };
    const quiet = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      expect(await runOpsCli(['accrue-mining'], env)).toMatchObject({
        code: 0,
        stdout: ['02', '03', '04'].map((day) => `Mining of 2077-05-${day}: credited 0.1 EC to 1 contract\n`).join(''),
      });
      expect(await paidDays(contract)).toEqual(['01', '02', '03', '04'].map((day) => `2077-05-${day}`));
      expect(await runOpsCli(['accrue-mining'], env)).toMatchObject({
        code: 0,
        stdout: 'Mining: no missed day to pay (every day up to yesterday is paid)\n',
      });
      expect(await runOpsCli(['accrue-mining', '2077-05-04'], env)).toMatchObject({
        code: 0,
        stdout: 'Mining of 2077-05-04: nothing to credit (no active contract, or already credited)\n',
      });
      expect(await paidDays(contract)).toHaveLength(4);
    } finally {
      quiet.mockRestore();
      await new Promise((resolve) => http.close(resolve));
    }
  }, 90_000);
});
