import type { Context } from 'hono';
import { Hono } from 'hono';

import { passkeyRegistrationOptionsSchema } from '../../contract/requests/confirmation';
import { passkeyPasswordSchema, passkeyRegistrationSchema, passkeyRenameSchema } from '../../contract/requests/second-factors';
import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '../../contract/second-factors';
import { addPasskey, listPasskeys, removePasskey, renamePasskey } from '../db/passkeys';
import { findSiteName } from '../db/settings';
import { claimWebAuthnChallenge } from '../db/webauthn-challenges';
import { authenticationOptions, challengeOf, PASSKEY_LIMIT, registrationOptions, toPasskeyEntry, verifyNewPasskey } from '../domain/passkeys';
import { describeDevice } from '../domain/user-agent';
import { clientUserAgent } from '../http/client-info';
import { ApiError, fieldError, notFound } from '../http/errors';
import { requireMember } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import type { AuthEnv } from '../http/member-auth';
import { passkeyCeremonies } from '../http/passkeys';
import { loginPasswordOf, storedPasswordChecker } from '../http/password-check';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';
import { securityAlerter } from './security-alert';
import { UUID_PATTERN } from '../../contract/ids';

/**
 * auth/client/passkeys: the signed-in member's passkeys. Adding one and removing one are credential changes, then an
 * alert. Adding is confirmed like a money operation (the secure password, and the authenticator code when 2FA is on:
 * a passkey signs in without any password, so the login password alone must not make one) before the options are
 * issued; the REGISTER challenge exists only after that check, so the registration answering it is bound to it.
 * Removing asks for the login password (a stolen access token alone cannot). A challenge for money
 * operations lets a passkey confirm a swap, transfer, withdrawal or payment in place of the authenticator code.
 */
export function authClientPasskeysRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const authorize = moneyAuthorizer({ db, config, now });
  const signedInMember = memberRecordLoader(db);
  const checkStoredPassword = storedPasswordChecker(deps);
  const passkeys = passkeyCeremonies(deps);
  const sendAlert = securityAlerter(deps);

  const checkPassword = (c: Context<AuthEnv>, password: string) =>
    checkStoredPassword(c, password, loginPasswordOf, 'password', 'PASSWORD_WRONG');

  /** The member's passkey named in the path (another member's, or a malformed id: 404). */
  const passkeyId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!UUID_PATTERN.test(id)) throw notFound('PASSKEY_NOT_FOUND');
    return id.toLowerCase();
  };

  return new Hono<AuthEnv>()
    .get('/passkeys', member, async (c) => ok<Passkey[]>(c, (await listPasskeys(db, c.get('memberId'))).map(toPasskeyEntry)))
    .post('/passkeys/registration/options', member, async (c) => {
      const confirmation = validate(passkeyRegistrationOptionsSchema, await readJson(c));
      const userId = c.get('memberId');
      // Refused before the secure password and the code, so they are not spent.
      if ((await listPasskeys(db, userId)).length >= PASSKEY_LIMIT) throw new ApiError(400, 'PASSKEY_LIMIT');
      const options = await authorize(c, confirmation, async () => {
        const own = await listPasskeys(db, userId);
        const { id, username, fullName } = await signedInMember(c);
        const issued = await registrationOptions(passkeys.relyingParty(await findSiteName(db)), { id, username, fullName }, own);
        await passkeys.rememberChallenge(c, issued.challenge, 'REGISTER', userId);
        return issued;
      });
      c.header('Cache-Control', 'no-store');
      return ok<PasskeyCreationOptions>(c, options, 'Create the passkey on your device');
    })
    .post('/passkeys/registration', member, async (c) => {
      const { name, response } = validate(passkeyRegistrationSchema, await readJson(c));
      const userId = c.get('memberId');
      const challenge = challengeOf(response);
      if (!challenge) throw fieldError('response', 'PASSKEY_RESPONSE_INVALID');
      // Only a challenge issued to this member after their secure password (and code), once.
      if (!(await claimWebAuthnChallenge(db, challenge, 'REGISTER', userId, now()))) {
        throw fieldError('response', 'PASSKEY_CHALLENGE_INVALID');
      }
      const verified = await verifyNewPasskey(response, passkeys.relyingParty(), challenge);
      if (!verified) throw fieldError('response', 'PASSKEY_NOT_ACCEPTED');
      const added = await addPasskey(
        db,
        { ...verified, userId, name: name ?? describeDevice(clientUserAgent(c)).slice(0, 50), createdAt: now() },
        PASSKEY_LIMIT,
      );
      if (added.outcome === 'limit') throw new ApiError(400, 'PASSKEY_LIMIT');
      if (added.outcome === 'duplicate') throw fieldError('response', 'PASSKEY_ALREADY_ADDED');
      await passkeys.completed(c, 'REGISTER', userId);
      await sendAlert(c, userId, 'PASSKEY_ADDED');
      return ok<Passkey>(c, toPasskeyEntry(added.row), 'Passkey added');
    })
    .patch('/passkeys/:id', member, async (c) => {
      const { name } = validate(passkeyRenameSchema, await readJson(c));
      const renamed = await renamePasskey(db, c.get('memberId'), passkeyId(c), name);
      if (!renamed) throw notFound('PASSKEY_NOT_FOUND');
      return ok<Passkey>(c, toPasskeyEntry(renamed), 'Passkey renamed');
    })
    .post('/passkeys/:id/remove', member, async (c) => {
      const { password } = validate(passkeyPasswordSchema, await readJson(c));
      const id = passkeyId(c);
      const userId = c.get('memberId');
      await checkPassword(c, password);
      if (!(await removePasskey(db, userId, id))) throw notFound('PASSKEY_NOT_FOUND');
      await sendAlert(c, userId, 'PASSKEY_REMOVED');
      return okMessage(c, 'Passkey removed');
    })
    .post('/passkeys/confirmation/options', member, async (c) => {
      const userId = c.get('memberId');
      const own = await listPasskeys(db, userId);
      if (own.length === 0) throw new ApiError(400, 'NO_PASSKEY');
      const options = await authenticationOptions(passkeys.relyingParty(), own);
      await passkeys.rememberChallenge(c, options.challenge, 'MONEY', userId);
      c.header('Cache-Control', 'no-store');
      return ok<PasskeyRequestOptions>(c, options, 'Confirm with your passkey');
    });
}
