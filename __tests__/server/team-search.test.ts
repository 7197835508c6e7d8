// Team search: the start of a username, full name or given name, in any case and with or without Vietnamese
// accents, inside the searcher's downline only. A thief's probe: a search never answers anyone outside it (its
// sponsor, a sibling's team, itself), whichever way the team is searched (walked, or from the indexes).
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { findInDownline } from '@/server/db/team-search';

import { bearer, postJson, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { userIdOf } from './helpers/orders';
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

type Auth = Record<string, string>;

/** A member created by `sponsor` (its downline), with this full name; answers its username and a session. */
async function created(sponsor: Auth, prefix: string, fullName: string) {
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  const body = { username, fullName, email: `${username}@example.com`, phone: '0912345678', password: DEMO_PASSWORD };
  const response = await server.api('/api/auth/client/create-downline', postJson(body, sponsor));
  expect(response.status).toBe(201);
  return { username, auth: bearer((await signIn(server.api, username)).accessToken) };
}

async function search(auth: Auth, q: string) {
  const response = await server.api(`/api/auth/client/downline/matches?q=${encodeURIComponent(q)}`, { headers: auth });
  return { status: response.status, body: await response.json() };
}

const names = async (auth: Auth, q: string) => {
  const { status, body } = await search(auth, q);
  expect(status).toBe(200);
  return body.data.items.map((item: { username: string; level: number }) => `${item.username}@${item.level}`);
};

describe('team search (auth/client/downline/matches)', () => {
  /**
   * demo (Nguyễn Văn Demo) ─┬─ root (Nguyễn Văn Gốc) ─┬─ hong (Nguyễn Thị Hồng) ── duc (Nguyễn Văn Đức)
   *                         │                         └─ nam (Trần Văn Nam)
   *                         └─ sibling ── nhung (Nguyễn Hồng Nhung), nguyenx (Lê Minh)
   */
  let root: Awaited<ReturnType<typeof newMember>> & { id: string };
  let hong: string;
  let duc: string;
  let nam: string;
  let nhung: string;
  let nguyenx: string;

  beforeAll(async () => {
    const fresh = await newMember(server.api, 'troot');
    root = { ...fresh, id: await userIdOf(server.db, fresh.username) };
    await server.db.update(users).set({ fullName: 'Nguyễn Văn Gốc' }).where(eq(users.id, root.id));
    const rootAuth = bearer(root.accessToken);
    const h = await created(rootAuth, 'hong', 'Nguyễn Thị Hồng');
    hong = h.username;
    duc = (await created(h.auth, 'duc', 'Nguyễn Văn Đức')).username;
    nam = (await created(rootAuth, 'nam', 'Trần Văn Nam')).username;
    const sibling = await newMember(server.api, 'tsib');
    const siblingAuth = bearer(sibling.accessToken);
    nhung = (await created(siblingAuth, 'nhung', 'Nguyễn Hồng Nhung')).username;
    nguyenx = (await created(siblingAuth, 'nguyen', 'Lê Minh')).username;
  }, 60_000);

  it('finds by the start of the full name, in any case, with or without accents, with each member\'s level', async () => {
    const auth = bearer(root.accessToken);
    const expected = [`${duc}@2`, `${hong}@1`].sort();
    expect(await names(auth, 'nguyen')).toEqual(expected);
    expect(await names(auth, 'Nguyễn')).toEqual(expected);
    expect(await names(auth, 'NGUYỄN')).toEqual(expected);
    // Typed in decomposed form (a base letter and combining marks), as some keyboards send it.
    expect(await names(auth, 'Nguyễn Văn'.normalize('NFD'))).toEqual([`${duc}@2`]);
    expect(await names(auth, 'nguyen  van')).toEqual([`${duc}@2`]);
  });

  it('finds by the start of the given name (the last word) and of the username', async () => {
    const auth = bearer(root.accessToken);
    expect(await names(auth, 'đức')).toEqual([`${duc}@2`]);
    expect(await names(auth, 'duc')).toEqual([`${duc}@2`]);
    expect(await names(auth, 'Hồng')).toEqual([`${hong}@1`]);
    expect(await names(auth, 'nam')).toEqual([`${nam}@1`]);
    expect(await names(auth, hong.slice(0, 6))).toEqual([`${hong}@1`]);
    // The middle of a name is not its start.
    expect(await names(auth, 'van')).toEqual([]);
  });

  it('never answers anyone outside the downline: the sponsor, a sibling\'s team, the searcher itself', async () => {
    const auth = bearer(root.accessToken);
    // demo (Nguyễn Văn Demo) is root's sponsor, nhung and nguyenx are in a sibling's team, root is Nguyễn Văn Gốc.
    const found = await names(auth, 'nguyen');
    for (const outsider of ['demo', nhung, nguyenx, root.username]) expect(found.join(' ')).not.toContain(outsider);
    expect(await names(auth, 'nhung')).toEqual([]);
    expect(await names(auth, 'demo')).toEqual([]);
    expect(await names(auth, nguyenx)).toEqual([]);
    expect(await names(auth, root.username)).toEqual([]);
    // LIKE's own characters match themselves: "%" and "_" are not wildcards.
    expect(await names(auth, '%')).toEqual([]);
    expect(await names(auth, '_')).toEqual([]);
    // A member without a team finds no one, whatever exists elsewhere.
    expect((await search(bearer((await signIn(server.api, nam)).accessToken), 'nguyen')).body.data).toEqual({ items: [], more: false });
  });

  it('answers the same when a big team is searched from the indexes (each line walked up to the searcher)', async () => {
    // walkLimit 0: searched as a team of 100,000 is, from the prefix indexes.
    const fromIndexes = async (key: string, limit = 10) => findInDownline(server.db, root.id, key, limit, 0);
    expect((await fromIndexes('nguyen')).items.map((item) => `${item.username}@${item.level}`)).toEqual([`${duc}@2`, `${hong}@1`].sort());
    expect((await fromIndexes('nhung')).items).toEqual([]);
    expect((await fromIndexes('demo')).items).toEqual([]);
    expect((await fromIndexes(root.username)).items).toEqual([]);
    expect(await fromIndexes('nguyen', 1)).toEqual({ items: [expect.objectContaining({ username: [duc, hong].sort()[0] })], more: true });
  });

  it('checks its query: required, at most 50 characters', async () => {
    const auth = bearer(root.accessToken);
    const missing = await server.api('/api/auth/client/downline/matches', { headers: auth });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldCodes).toEqual({ q: 'TEAM_SEARCH_REQUIRED' });
    const blank = await search(auth, '   ');
    expect(blank.body.fieldCodes).toEqual({ q: 'TEAM_SEARCH_REQUIRED' });
    const long = await search(auth, 'n'.repeat(51));
    expect(long).toMatchObject({ status: 400, body: { fieldCodes: { q: 'TEAM_SEARCH_TOO_LONG' } } });
    expect((await server.api('/api/auth/client/downline/matches?q=ng')).status).toBe(401);
  });
});
