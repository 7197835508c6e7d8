import { ERROR_TEXTS } from '@/contract/errors';
import { readRateLimits, ServerConfigError } from '@/server/config';
import { DEFAULT_RATE_LIMITS } from '@/server/domain/rate-limits';

import { newMember } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp, TestVariant } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

type Member = Awaited<ReturnType<typeof newMember>>;

/**
 * Two instances on one database (the limits are counted there, so they hold across instances), with the
 * production limits of statements and of the team tree and a clock frozen inside one window.
 */
function twoInstances() {
  const clock = createTestClock({ frozenAt: new Date() });
  const rateLimits = {
    ...GENEROUS_RATE_LIMITS,
    statementsPerMember: DEFAULT_RATE_LIMITS.statementsPerMember,
    teamTreePerMember: DEFAULT_RATE_LIMITS.teamTreePerMember,
  };
  return [server.variant({ rateLimits }, { now: clock.now }), server.variant({ rateLimits }, { now: clock.now })];
}

const get = (instance: TestVariant, member: Member, path: string) => instance.api(`/api/${path}`, { headers: member.auth });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: ERROR_TEXTS.RATE_LIMITED });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('per-member limits of the heavy reads', () => {
  it('allows a member 30 statements and CSV files a minute, across instances; the 31st answers 429; another member is unaffected', async () => {
    const [one, two] = twoInstances();
    const heavy = await newMember(server.api, 'csvload');
    const calm = await newMember(server.api, 'csvcalm');
    const paths = [
      'auth/statement?month=2026-04',
      'auth/statement/ledger.csv?from=2026-04-01&to=2026-04-30',
      'auth/statement/bonus.csv?from=2026-04-01&to=2026-04-30',
      'auth/statement/orders.csv?from=2026-04-01&to=2026-04-30',
    ];
    for (let i = 0; i < 30; i += 1) {
      const response = await get(i % 2 ? one : two, heavy, paths[i % paths.length]);
      expect([i, response.status]).toEqual([i, 200]);
      await response.arrayBuffer();
    }
    for (const path of paths) await expectLimited(await get(one, heavy, path));
    await expectLimited(await get(two, heavy, paths[1]));

    const other = await get(two, calm, paths[1]);
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toContain('text/csv');
    expect(DEFAULT_RATE_LIMITS.statementsPerMember).toEqual({ max: 30, windowSeconds: 60 });
  });

  it('allows a member 120 pages of the team tree a minute, across instances; the 121st answers 429; another member is unaffected', async () => {
    const [one, two] = twoInstances();
    const heavy = await newMember(server.api, 'treeload');
    const calm = await newMember(server.api, 'treecalm');
    const paths = [
      'auth/client/downline',
      'auth/client/downline?sort=teamVolume',
      'auth/client/team-summary',
      `auth/client/downline/search?username=${calm.username}`,
      'auth/client/downline/00000000-0000-4000-8000-000000000000/orders',
      'auth/leader/summary',
    ];
    for (let i = 0; i < 120; i += 1) {
      const response = await get(i % 2 ? one : two, heavy, paths[i % paths.length]);
      expect([i, response.status]).not.toEqual([i, 429]);
      await response.arrayBuffer();
    }
    for (const path of paths) await expectLimited(await get(one, heavy, path));

    expect((await get(two, calm, 'auth/client/downline')).status).toBe(200);
    expect((await get(one, calm, 'auth/client/team-summary')).status).toBe(200);
    expect(DEFAULT_RATE_LIMITS.teamTreePerMember).toEqual({ max: 120, windowSeconds: 60 });
  });
});

describe('the limits of heavy reads in the environment', () => {
  it('are 30 statements and 120 team pages a minute unless STATEMENTS_PER_MINUTE or TEAM_PAGES_PER_MINUTE says otherwise', () => {
    expect(readRateLimits({ NODE_ENV: 'production' })).toEqual(DEFAULT_RATE_LIMITS);
    const tuned = readRateLimits({ NODE_ENV: 'production', STATEMENTS_PER_MINUTE: ' 60 ', TEAM_PAGES_PER_MINUTE: '1000000000' });
    expect(tuned).toEqual({ ...DEFAULT_RATE_LIMITS, statementsPerMember: { max: 60, windowSeconds: 60 }, teamTreePerMember: { max: 1_000_000_000, windowSeconds: 60 } });
    for (const value of ['0', '-5', '1.5', 'many', '10000000000']) {
      expect(() => readRateLimits({ NODE_ENV: 'production', TEAM_PAGES_PER_MINUTE: value })).toThrow(ServerConfigError);
    }
  });
});
