import { addDays, utcDate } from '@/server/domain/history';

import { bearer, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { completedOrder, setJoinedAt, setLeader } from './helpers/network';
import { setSponsor, userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

async function summary(auth: Record<string, string>, query = '') {
  const response = await server.api(`/api/auth/leader/summary${query}`, { headers: auth });
  return { status: response.status, body: await response.json() };
}

const at = (iso: string) => new Date(iso);

describe('GET auth/leader/summary', () => {
  it("sums demo's seeded team per level over the last 30 days", async () => {
    const demo = await signIn(server.api);
    const { status, body } = await summary(bearer(demo.accessToken));
    expect(status).toBe(200);
    const today = utcDate(new Date());
    expect(body.data).toEqual({
      from: addDays(today, -29),
      to: today,
      levels: [
        // demo2fa joined 30 days ago (before the range), lan and tuan after; lan's Gold package
        { level: 1, members: 3, newMembers: 2, volume: '1000' },
        { level: 2, members: 1, newMembers: 1, volume: '100' },
        { level: 3, members: 1, newMembers: 1, volume: '100' },
      ],
      totals: { members: 5, newMembers: 4, volume: '1200' },
    });
  });

  it('counts members joined and orders completed inside the period only', async () => {
    const leader = await newMember(server.api, 'leader');
    const leaderId = await userIdOf(server.db, leader.username);
    await setLeader(server.db, leaderId);
    const member = async (prefix: string, sponsorId: string, joinedAt: string) => {
      const fresh = await newMember(server.api, prefix);
      const id = await userIdOf(server.db, fresh.username);
      await setSponsor(server.db, id, sponsorId);
      await setJoinedAt(server.db, id, at(joinedAt));
      return id;
    };
    const early = await member('early', leaderId, '2025-01-05T10:00:00Z');
    const march = await member('march', leaderId, '2025-03-10T10:00:00Z');
    const deep = await member('deep', march, '2025-03-31T23:59:00Z');
    await completedOrder(server.db, early, 'MIN-1TIB', 1, at('2025-01-20T08:00:00Z'));
    await completedOrder(server.db, march, 'PKG-STARTER', 1, at('2025-03-15T08:00:00Z'));
    await completedOrder(server.db, deep, 'MIN-5TIB', 1, at('2025-03-31T10:00:00Z'));
    // placed inside the period, completed (an hour later) the day after it
    await completedOrder(server.db, deep, 'MIN-1TIB', 1, at('2025-03-31T23:30:00Z'));

    const march2025 = await summary(leader.auth, '?from=2025-03-01&to=2025-03-31');
    expect(march2025.body.data).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      levels: [
        { level: 1, members: 2, newMembers: 1, volume: '100' },
        { level: 2, members: 1, newMembers: 1, volume: '240' },
      ],
      totals: { members: 3, newMembers: 2, volume: '340' },
    });
    const january = await summary(leader.auth, '?from=2025-01-01&to=2025-01-31');
    expect(january.body.data.levels).toEqual([
      { level: 1, members: 2, newMembers: 1, volume: '50' },
      { level: 2, members: 1, newMembers: 0, volume: '0' },
    ]);
    const april = await summary(leader.auth, '?from=2025-04-01&to=2025-04-01');
    expect(april.body.data.totals).toEqual({ members: 3, newMembers: 0, volume: '50' });
    const recent = await summary(leader.auth);
    expect(recent.body.data.totals).toEqual({ members: 3, newMembers: 0, volume: '0' });
  }, 60_000);

  it('answers no levels for a leader without a team', async () => {
    const lonely = await newMember(server.api, 'lonely');
    await setLeader(server.db, await userIdOf(server.db, lonely.username));
    const { body } = await summary(lonely.auth, '?from=2025-01-01&to=2025-12-31');
    expect(body.data).toEqual({ from: '2025-01-01', to: '2025-12-31', levels: [], totals: { members: 0, newMembers: 0, volume: '0' } });
  });

  it('checks the period like the other summaries', async () => {
    const demo = bearer((await signIn(server.api)).accessToken);
    expect((await summary(demo, '?from=2025-02-01&to=2025-01-01')).body).toMatchObject({
      statusCode: 400,
      errors: { to: 'The end date must not be before the start date' },
    });
    expect((await summary(demo, '?from=2024-01-01&to=2025-06-01')).body.errors).toEqual({ from: 'The range can be at most 366 days' });
    expect((await summary(demo, '?from=2025-02-30')).body.errors).toEqual({ from: 'From must be a date (YYYY-MM-DD)' });
  });

  it('answers 403 to a member who is not a leader, 401 without a session', async () => {
    const member = await newMember(server.api, 'plain');
    expect(await summary(member.auth)).toEqual({ status: 403, body: { statusCode: 403, code: 'LEADERS_ONLY', message: 'Only leaders can see the team summary' } });
    expect((await summary({})).status).toBe(401);
  });
});
