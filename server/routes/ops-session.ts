import { Hono } from 'hono';
import type { Context } from 'hono';

import type { OperatorSessionView } from '../../contract/operators';
import { operatorSignInSchema } from '../../contract/requests/operators';
import { appendAudit } from '../db/audit-log';
import { isKnownOperatorDevice, rememberOperatorDevice } from '../db/operator-devices';
import { claimOperatorTotpStep, endOperatorSessions, insertOperatorSession } from '../db/operator-sessions';
import { findOperatorByUsername } from '../db/operators';
import { deviceHashOf, deviceLifetimeStart, newDeviceId } from '../domain/devices';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { OPERATOR_IDLE_MINUTES } from '../domain/operator-sessions';
import { prepareDecoyHash, verifyPasswordOrDecoy } from '../domain/password';
import { matchTotpStep } from '../domain/totp';
import { clientUserAgent } from '../http/client-info';
import { ApiError, fieldError } from '../http/errors';
import { presentedOperatorDeviceId, setOperatorDeviceCookie } from '../http/ops-device-cookie';
import { clearOpsSessionCookie, setOpsSessionCookie } from '../http/ops-session-cookie';
import { requireOperator } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { limitAttempts, limitAttemptsUnderEach } from '../http/rate-limit';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { describeError } from '../log-safe';
import type { AppDeps } from './deps';

const signInFailed = () => new ApiError(401, 'OPS_SIGN_IN_FAILED');

/** The request's console device as the operator knows it: its id when they signed in from it before, else null. */
async function knownOperatorDeviceOf(c: Context, deps: AppDeps, operatorId: string, at: Date): Promise<{ id: string; hash: string } | null> {
  const presented = presentedOperatorDeviceId(c, (await deps.tokenKeys()).device);
  if (!presented) return null;
  const hash = deviceHashOf(presented);
  return (await isKnownOperatorDevice(deps.db, operatorId, hash, deviceLifetimeStart(at))) ? { id: presented, hash } : null;
}

/**
 * The console's sign-in (`/api/ops/session`): password and authenticator code in one step, then an HttpOnly cookie
 * for the ops API alone, apart from members' sessions. Idle 30 minutes or 12 hours old, the session ends.
 * Failed sign-ins count as members' do: a device the operator signed in from before (its signed operator device
 * cookie) has a count of its own; every other device counts against the operator's unknown-device limit and the
 * client IP's, so that someone who knows the username locks out unknown devices only.
 */
export function opsSessionRoutes(deps: AppDeps) {
  const { db, now, clientIp, config } = deps;
  const cookieRules = { secure: config.production };
  const guard = requireOperator(deps);
  prepareDecoyHash().catch((error: unknown) => console.error(`[ops] Preparing the decoy hash failed: ${describeError(error)}`));

  return new Hono<OperatorEnv>()
    .post('/sign-in', async (c) => {
      const { username, password, code } = validate(operatorSignInSchema, await readJson(c));
      const at = now();
      const limits = config.rateLimits;
      const operator = await findOperatorByUsername(db, username);
      const device = operator ? await knownOperatorDeviceOf(c, deps, operator.id, at) : null;
      const attempt =
        operator && device
          ? await limitAttempts(c, db, limits.loginPerKnownDevice, `ops-login:device:${operator.id}:${device.hash}`, at)
          : await limitAttemptsUnderEach(
              c,
              db,
              [
                [limits.loginPerIp, `ops-login:ip:${clientIp(c) ?? 'unknown'}`],
                [limits.loginPerUsername, `ops-login:user:${username}`],
              ],
              at,
            );
      // The password is checked (or a decoy hash, as long) whoever is named, so the answer's time tells nothing.
      const passwordRight = await verifyPasswordOrDecoy(password, operator?.passwordHash ?? null);
      if (!operator || !passwordRight || !operator.totpEnrolled || operator.disabledAt) throw signInFailed();
      const step = matchTotpStep(operator.totpSecret, code, at.getTime());
      if (step === null) throw signInFailed();
      if (!(await claimOperatorTotpStep(db, operator.id, step))) throw fieldError('code', 'CODE_ALREADY_USED');
      await attempt.refund();

      const token = newOpaqueToken();
      const ip = clientIp(c);
      // A device the operator signed in from keeps its id; any other cookie is replaced by a new id.
      const deviceId = device?.id ?? newDeviceId();
      await db.transaction(async (tx) => {
        await insertOperatorSession(tx, { operatorId: operator.id, tokenHash: hashOpaqueToken(token), ip, userAgent: clientUserAgent(c) }, at);
        await rememberOperatorDevice(tx, operator.id, deviceHashOf(deviceId), at, deviceLifetimeStart(at));
        await appendAudit(tx, { operatorId: operator.id, ip, action: 'operator.sign-in', targetType: 'operator', targetId: operator.username, before: null, after: null });
      });
      setOpsSessionCookie(c, token, cookieRules);
      setOperatorDeviceCookie(c, (await deps.tokenKeys()).device, deviceId, config.production);
      console.info(`[ops] Operator ${operator.username} signed in to the console`);
      return ok<OperatorSessionView>(c, { username: operator.username, role: operator.role, idleMinutes: OPERATOR_IDLE_MINUTES }, 'Signed in');
    })
    .get('/', guard, (c) => {
      const { username, role } = c.get('operator');
      return ok<OperatorSessionView>(c, { username, role, idleMinutes: OPERATOR_IDLE_MINUTES }, 'Operator');
    })
    .post('/sign-out', guard, async (c) => {
      const sessionId = c.get('operatorSessionId');
      if (sessionId) await endOperatorSessions(db, c.get('operator').id, now(), sessionId);
      clearOpsSessionCookie(c, cookieRules);
      return okMessage(c, 'Signed out');
    })
    .post('/sign-out-everywhere', guard, async (c) => {
      const operator = c.get('operator');
      const ended = await db.transaction(async (tx) => {
        const count = await endOperatorSessions(tx, operator.id, now());
        await appendAudit(tx, { operatorId: operator.id, ip: clientIp(c), action: 'operator.sign-out-everywhere', targetType: 'operator', targetId: operator.username, before: null, after: { endedSessions: count } });
        return count;
      });
      clearOpsSessionCookie(c, cookieRules);
      console.info(`[ops] Operator ${operator.username} signed out everywhere (${ended} sessions)`);
      return okMessage(c, 'Signed out everywhere');
    });
}
