import { Hono } from 'hono';

import { createMember, findUserIdByReferralCode, isEmailTaken, isUsernameTaken } from '../db/members';
import type { CreateMemberResult, NewMember } from '../db/members';
import type { Database } from '../db/types';
import { newReferralCode, signUpSchema } from '../domain/member-fields';
import { hashPassword } from '../domain/password';
import { clientIp } from '../http/client-info';
import { validationFailed } from '../http/errors';
import type { FieldErrors } from '../http/errors';
import { limitAttempts } from '../http/rate-limit';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'Email is already registered';
const UNKNOWN_REFERRER = 'Referrer code does not exist';

/** Tries fresh referral codes until one is free (a collision of 8 characters of 32 is rare). */
async function createWithReferralCode(db: Database, member: Omit<NewMember, 'referralCode'>): Promise<CreateMemberResult> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await createMember(db, { ...member, referralCode: newReferralCode() });
    if (result.created || result.taken !== 'referralCode') return result;
  }
  throw new Error('Could not generate a free referral code');
}

/** public/client/sign-up: a new member under the owner of the referrer code. */
export function publicClientSignUpRoutes({ db, config, now }: AppDeps) {
  return new Hono().post('/sign-up', async (c) => {
    const input = validate(signUpSchema, await readJson(c));
    // Well-formed forms count: each one can probe which usernames and e-mails exist.
    await limitAttempts(c, db, config.rateLimits.signUpPerIp, `sign-up:ip:${clientIp(c) ?? 'unknown'}`, now());

    const [sponsorId, usernameTaken, emailTaken] = await Promise.all([
      findUserIdByReferralCode(db, input.referrerCode),
      isUsernameTaken(db, input.username),
      isEmailTaken(db, input.email),
    ]);
    const errors: FieldErrors = {};
    if (usernameTaken) errors.username = USERNAME_TAKEN;
    if (emailTaken) errors.email = EMAIL_TAKEN;
    if (!sponsorId) errors.referrerCode = UNKNOWN_REFERRER;
    if (!sponsorId || Object.keys(errors).length > 0) throw validationFailed(errors);

    const { referrerCode: _referrerCode, password, ...profile } = input;
    const result = await createWithReferralCode(db, { ...profile, passwordHash: await hashPassword(password), sponsorId });
    if (!result.created) {
      throw validationFailed(result.taken === 'email' ? { email: EMAIL_TAKEN } : { username: USERNAME_TAKEN });
    }
    console.info(`[auth] New member ${input.username} signed up`);
    return ok(c, { username: input.username }, 'Account created');
  });
}
