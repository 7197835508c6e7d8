import { and, asc, eq, isNull } from 'drizzle-orm';

import { changeEmailAddress } from '@/server/db/member-security';
import { outbox, securityTokens, users } from '@/server/db/schema';

import { bearer, postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { TEST_PUBLIC_URL, createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

// A changed e-mail address is a new address: it is not verified until a link mailed to it is opened, and a link
// mailed to the old address (which its old owner, or a thief reading it, still holds) verifies nothing.

jest.setTimeout(60_000);

const LINK = new RegExp(`${TEST_PUBLIC_URL.replace(/\./g, '\\.')}/verify-email\\?token=([\\w%-]+)`);
const IN_A_DAY = () => new Date(Date.now() + 86_400_000);

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const verify = (accessToken: string, token: string) => server.api('/api/auth/client/verify-email', postJson({ token }, bearer(accessToken)));
const memberRow = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0];

async function linkMailedTo(address: string) {
  const [mail] = await server.db.select().from(outbox).where(and(eq(outbox.to, address), eq(outbox.kind, 'EMAIL_VERIFY'))).orderBy(asc(outbox.id));
  return decodeURIComponent(LINK.exec(mail.body)![1]);
}

describe('changing the e-mail address', () => {
  it('makes a verified address unverified again', async () => {
    const member = await newMember(server.api, 'mailmove');
    const { id } = (await server.db.select({ id: users.id }).from(users).where(eq(users.username, member.username)))[0];
    expect((await memberRow(id)).emailVerifiedAt).toBeInstanceOf(Date);

    await expect(changeEmailAddress(server.db, id, `moved.${member.username}@example.com`, IN_A_DAY(), new Date())).resolves.toBe(true);
    const moved = await memberRow(id);
    expect(moved.email).toBe(`moved.${member.username}@example.com`);
    expect(moved.emailVerifiedAt).toBeNull();
  });

  it('retires the links mailed to the old address: opened afterwards they verify nothing', async () => {
    const member = await newMember(server.api, 'mailold', { verified: false });
    const { id } = (await server.db.select({ id: users.id }).from(users).where(eq(users.username, member.username)))[0];
    const oldLink = await linkMailedTo(`${member.username}@example.com`);

    await changeEmailAddress(server.db, id, `new.${member.username}@example.com`, IN_A_DAY(), new Date());
    const answer = await verify(member.accessToken, oldLink);
    expect(answer.status).toBe(400);
    expect((await answer.json()).code).toBe('EMAIL_VERIFY_LINK_INVALID');
    expect((await memberRow(id)).emailVerifiedAt).toBeNull();
    const live = await server.db
      .select()
      .from(securityTokens)
      .where(and(eq(securityTokens.userId, id), eq(securityTokens.purpose, 'EMAIL_VERIFY'), isNull(securityTokens.usedAt)));
    expect(live).toEqual([]);
  });
});
