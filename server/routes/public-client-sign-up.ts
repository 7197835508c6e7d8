import { Hono } from 'hono';

import type { SignUpResult } from '../../contract/auth';
import { findReferrer } from '../db/members';
import { signUpSchema } from '../../contract/requests/auth';
import { validationFailed } from '../http/errors';
import { limitAttempts } from '../http/rate-limit';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { registerMember, takenMemberFields } from './member-registration';

const UNKNOWN_REFERRER = 'REFERRER_CODE_UNKNOWN';
/** A referral link works only for a member who owns a package (issue 21). */
const REFERRER_WITHOUT_PACKAGE = 'REFERRER_NO_PACKAGE';

/** public/client/sign-up: a new member under the owner of the referrer code. */
export function publicClientSignUpRoutes({ db, config, now, clientIp }: AppDeps) {
  return new Hono().post('/sign-up', async (c) => {
    const input = validate(signUpSchema, await readJson(c));
    // Well-formed forms count: each one can probe which usernames and e-mails exist.
    await limitAttempts(c, db, config.rateLimits.signUpPerIp, `sign-up:ip:${clientIp(c) ?? 'unknown'}`, now());

    const [referrer, errors] = await Promise.all([findReferrer(db, input.referrerCode), takenMemberFields(db, input)]);
    if (!referrer) errors.referrerCode = UNKNOWN_REFERRER;
    else if (!referrer.hasPackage) errors.referrerCode = REFERRER_WITHOUT_PACKAGE;
    if (!referrer?.hasPackage || Object.keys(errors).length > 0) throw validationFailed(errors);
    const sponsorId = referrer.id;

    const { referrerCode: _referrerCode, ...member } = input;
    await registerMember(db, { ...member, sponsorId });
    console.info(`[auth] New member ${input.username} signed up`);
    return ok<SignUpResult>(c, { username: input.username }, 'Account created');
  });
}
