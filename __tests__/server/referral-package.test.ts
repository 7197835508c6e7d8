// A referral link works only for a member who owns a package.
import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';

import { postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { setPackage, userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

jest.setTimeout(30_000);

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const signUp = (username: string, referrerCode: string) =>
  server.api(
    '/api/public/client/sign-up',
    postJson({ username, email: `${username}@example.com`, fullName: 'Người Mới', phone: '0912345678', password: 'Newbie@2024', referrerCode, acceptTerms: true }),
  );

async function referralCodeOf(userId: string): Promise<string> {
  const [row] = await server.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, userId));
  return row.referralCode;
}

describe('sign-up with the code of a member without a package', () => {
  it('is refused with a field error on the referrer code (REFERRER_NO_PACKAGE), and creates nobody', async () => {
    const owner = await newMember(server.api, 'nopkg');
    const ownerId = await userIdOf(server.db, owner.username);
    const code = await referralCodeOf(ownerId);

    const refused = await signUp('under_nopkg', code);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { referrerCode: 'This referrer code cannot be used yet: its owner has no package' },
      fieldCodes: { referrerCode: 'REFERRER_NO_PACKAGE' },
    });
    expect(await server.db.select().from(users).where(eq(users.username, 'under_nopkg'))).toEqual([]);

    // the same code works once its owner holds a package; the new member is sponsored by the owner
    await setPackage(server.db, ownerId, 'PKG-STARTER');
    expect((await signUp('under_nopkg', code.toLowerCase())).status).toBe(200);
    const [created] = await server.db.select({ sponsorId: users.sponsorId }).from(users).where(eq(users.username, 'under_nopkg'));
    expect(created.sponsorId).toBe(ownerId);
  });

  it('still answers the other field errors with it', async () => {
    const owner = await newMember(server.api, 'nopkg2');
    const code = await referralCodeOf(await userIdOf(server.db, owner.username));
    const refused = await signUp('demo', code);
    expect((await refused.json()).fieldCodes).toEqual({ username: 'USERNAME_TAKEN', email: 'EMAIL_TAKEN', referrerCode: 'REFERRER_NO_PACKAGE' });
  });
});
