import { Hono } from 'hono';

import type { SignUpResult } from '../../contract/auth';
import { TERMS_VERSION } from '../../config/legal';
import { findReferrer } from '../db/members';
import { signUpSchema } from '../../contract/requests/auth';
import { validationFailed } from '../http/errors';
import { limitAttempts } from '../http/rate-limit';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { emailVerificationSender } from './email-verification';
import { registerMember, takenMemberFields } from '../operations/member-registration';
import { completeSignIn } from './sessions';

const UNKNOWN_REFERRER = 'REFERRER_CODE_UNKNOWN';
/** A referral link works only for a member who owns a package. */
const REFERRER_WITHOUT_PACKAGE = 'REFERRER_NO_PACKAGE';

/**
 * public/client/sign-up: a new member under the owner of the referrer code, who accepted the terms (their version and
 * the time are stored). The new member is signed in as a password sign-in does (session, refresh and device cookies,
 * sign-in record) and is mailed a verification link.
 */
export function publicClientSignUpRoutes(deps: AppDeps) {
  const { db, config, now, clientIp } = deps;
  const sendVerification = emailVerificationSender(deps);

  return new Hono().post('/sign-up', async (c) => {
    const input = validate(signUpSchema, await readJson(c));
    // Well-formed forms count: each one can probe which usernames and e-mails exist.
    await limitAttempts(c, db, config.rateLimits.signUpPerIp, `sign-up:ip:${clientIp(c) ?? 'unknown'}`, now());

    const [referrer, errors] = await Promise.all([findReferrer(db, input.referrerCode), takenMemberFields(db, input)]);
    if (!referrer) errors.referrerCode = UNKNOWN_REFERRER;
    else if (!referrer.hasPackage) errors.referrerCode = REFERRER_WITHOUT_PACKAGE;
    if (!referrer?.hasPackage || Object.keys(errors).length > 0) throw validationFailed(errors);

    const { referrerCode: _referrerCode, acceptTerms: _acceptTerms, ...member } = input;
    const consent = { termsAcceptedAt: now(), termsVersion: TERMS_VERSION };
    const userId = await registerMember(db, { ...member, sponsorId: referrer.id, ...consent });
    console.info(`[auth] New member ${input.username} signed up`);
    await sendVerification(userId);
    const accessToken = await completeSignIn(c, deps, userId, false);
    const sponsor = { username: referrer.username, fullName: referrer.fullName };
    return ok<SignUpResult>(c, { username: input.username, fullName: input.fullName, accessToken, refreshToken: null, sponsor }, 'Account created');
  });
}
