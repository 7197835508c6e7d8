// Scale-out check, sessions: tokens issued by one instance work on the other, a refresh token is used once across
// both (the 10 s reuse grace included), sign-out and 2FA codes are shared, the login rate limits count
// attempts on both instances together, and a device known on one is known on the other. The instances run with
// TRUST_PROXY=loopback (check-scale-out.ts), as behind a proxy on the same machine: the X-Forwarded-For this
// check sends is the client's address.
import { DEMO_2FA_TOTP_SECRET } from '../../server/db/seed-data/members';
import { totpCode } from '../../server/domain/totp';
import { callApi, signIn, type ProductionServer, type Session } from './production-server';
import { PASSWORD, sleep, type ScaleOutContext } from './scale-out-context';

/** config.sessionLifetimes.refreshReuseGrace: a rotated token presented again this soon gets a sibling. */
const REUSE_GRACE_MS = 10_000;

const refresh = (server: ProductionServer, refreshToken: string) =>
  callApi<Pick<Session, 'accessToken'>>(server.origin, 'POST', 'auth/client/refresh', { refreshCookie: refreshToken });

const profileStatus = async (server: ProductionServer, accessToken: string) =>
  (await callApi(server.origin, 'GET', 'auth/client/profile', { token: accessToken })).status;

/**
 * Signs in on A, refreshes on B, presents the used token again within the grace; answers the second half (run
 * it after other checks: it waits until the grace is over, then presents the used token to both).
 */
export async function checkRefreshAcrossInstances({ a, b, report }: ScaleOutContext): Promise<() => Promise<void>> {
  const signedIn = await signIn(a.origin, 'demo', PASSWORD);
  report.check('an access token issued by A is accepted by B', (await profileStatus(b, signedIn.accessToken)) === 200);

  const rotated = await refresh(b, signedIn.refreshToken);
  const rotatedAt = Date.now();
  const next = { accessToken: rotated.body.data?.accessToken, refreshToken: rotated.refreshCookie ?? '' };
  report.check(
    'a refresh token issued by A is exchanged by B for a new pair (the new refresh token as its cookie)',
    rotated.status === 200 && !!next.accessToken && !!next.refreshToken && next.refreshToken !== signedIn.refreshToken,
    `answered ${rotated.status}`,
  );
  report.check('the access token refreshed by B is accepted by A', (await profileStatus(a, next.accessToken)) === 200);

  const sibling = await refresh(a, signedIn.refreshToken);
  report.check(
    'within the 10 s reuse grace, A knows that B rotated the token: it answers a sibling of the same family',
    sibling.status === 200,
    `answered ${sibling.status} ${((Date.now() - rotatedAt) / 1000).toFixed(1)} s after the rotation`,
  );

  return async () => {
    await sleep(Math.max(0, rotatedAt + REUSE_GRACE_MS + 1500 - Date.now()));
    const againOnA = await refresh(a, signedIn.refreshToken);
    const againOnB = await refresh(b, signedIn.refreshToken);
    report.check(
      'after the grace, the used refresh token is refused by A and by B',
      againOnA.status === 401 && againOnB.status === 401,
      `A ${againOnA.status}, B ${againOnB.status}, ${((Date.now() - rotatedAt) / 1000).toFixed(1)} s after the rotation`,
    );
    const liveOnA = await refresh(a, next.refreshToken);
    const siblingOnB = await refresh(b, sibling.refreshCookie ?? '');
    report.check(
      'the reuse revoked the whole family on both: the token B issued is refused by A, the sibling A issued by B',
      liveOnA.status === 401 && siblingOnB.status === 401,
      `A ${liveOnA.status}, B ${siblingOnB.status}`,
    );
  };
}

/** config: a session ended on one instance is refused by the others within this time (their live cache). */
const SESSION_END_SEEN_WITHIN_MS = 5_000;

export async function checkSignOutAcrossInstances({ a, b, report }: ScaleOutContext): Promise<void> {
  const other = await signIn(a.origin, 'demo', PASSWORD);
  const seenLiveOnA = await profileStatus(a, other.accessToken);
  const logout = await callApi(b.origin, 'POST', 'auth/client/logout', { token: other.accessToken });
  const endedAt = Date.now();
  const afterLogout = await refresh(a, other.refreshToken);
  report.check('a sign-out on B ends the session on A', logout.status === 200 && afterLogout.status === 401, `logout ${logout.status}, refresh on A ${afterLogout.status}`);
  // A had seen the session live (and may keep that answer a few seconds): no request A answers later than 5 s
  // after the sign-out may still be accepted.
  let lastAcceptedMs = 0;
  let accessOnA = 200;
  while (accessOnA === 200 && Date.now() - endedAt < SESSION_END_SEEN_WITHIN_MS + 2000) {
    const sentMs = Date.now() - endedAt;
    accessOnA = await profileStatus(a, other.accessToken);
    if (accessOnA === 200) lastAcceptedMs = sentMs;
    await sleep(100);
  }
  report.check(
    "the signed-out session's access token is refused by A within 5 s",
    seenLiveOnA === 200 && accessOnA === 401 && lastAcceptedMs <= SESSION_END_SEEN_WITHIN_MS,
    `A answered ${accessOnA}; last accepted a request sent ${(lastAcceptedMs / 1000).toFixed(1)} s after the sign-out`,
  );
}

async function twoFactorStep(server: ProductionServer): Promise<string> {
  const answer = await callApi<{ gg2FAToken: string }>(server.origin, 'POST', 'auth/client/login/credential', {
    body: { username: 'demo2fa', password: PASSWORD },
  });
  return answer.body.data.gg2FAToken;
}

export async function checkTwoFactorCodeOnce({ a, b, report }: ScaleOutContext): Promise<void> {
  const [stepA, stepB] = [await twoFactorStep(a), await twoFactorStep(b)];
  const code = totpCode(DEMO_2FA_TOTP_SECRET, Date.now());
  const onA = await callApi(a.origin, 'POST', 'auth/client/gg-2fa/valid', { token: stepA, body: { code } });
  const onB = await callApi(b.origin, 'POST', 'auth/client/gg-2fa/valid', { token: stepB, body: { code } });
  report.check(
    'a 2FA code used to sign in on A is refused on B',
    onA.status === 200 && onB.status === 400 && /already used/.test(onB.body.message),
    `A ${onA.status}, B ${onB.status} "${onB.body.message}"`,
  );
}

/** Wrong passwords for `username` on `servers` in turn until a 429; answers the attempt that got it. */
async function attemptsUntilLimited(servers: ProductionServer[], username: (attempt: number) => string, clientIp: string, cap: number) {
  for (let attempt = 1; attempt <= cap; attempt += 1) {
    const server = servers[(attempt - 1) % servers.length];
    const answer = await callApi(server.origin, 'POST', 'auth/client/login/credential', {
      body: { username: username(attempt), password: 'Wrong@12345' },
      headers: { 'x-forwarded-for': clientIp },
    });
    if (answer.status === 429) return attempt;
    if (answer.status !== 400) throw new Error(`A wrong sign-in answered ${answer.status}: ${answer.body.message}`);
  }
  return null;
}

/** A sign-in with the right password from `clientIp`, sending the device cookie when given. */
const rightPassword = (server: ProductionServer, username: string, clientIp: string, cookie: string | null = null) =>
  callApi<Session>(server.origin, 'POST', 'auth/client/login/credential', {
    body: { username, password: PASSWORD },
    headers: { 'x-forwarded-for': clientIp, ...(cookie ? { cookie } : {}) },
  });

/** The device cookie an answer sets, as `name=value`. */
const deviceCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith('filhub_device='))
    ?.split(';')[0] ?? null;

export async function checkLoginRateLimits({ a, b, report }: ScaleOutContext): Promise<void> {
  // tuan's owner signs in on A first: that browser becomes a known device of tuan's.
  const owner = await rightPassword(a, 'tuan', '198.51.100.40');
  const ownerCookie = deviceCookieOf(owner.headers);
  report.check('a completed sign-in on A sets a device cookie', owner.status === 200 && ownerCookie !== null, `answered ${owner.status}`);

  const single = await attemptsUntilLimited([a], () => 'minh', '198.51.100.1', 12);
  const alternating = await attemptsUntilLimited([a, b], () => 'tuan', '198.51.100.2', 12);
  report.check(
    'failed sign-ins of one member from unknown devices alternately on A and B reach the limit at the same attempt as on A alone',
    single !== null && alternating === single,
    `429 at attempt ${alternating ?? 'never'} across A+B, ${single ?? 'never'} on A alone (limit 5 per 15 min)`,
  );

  const ownerOnB = await rightPassword(b, 'tuan', '198.51.100.41', ownerCookie);
  const unknownOnA = await rightPassword(a, 'tuan', '198.51.100.42');
  const unknownOnB = await rightPassword(b, 'tuan', '198.51.100.43');
  report.check(
    "after that, the owner's right password from the device known on A gets in on B; an unknown device's gets 429 on A and B",
    ownerOnB.status === 200 && unknownOnA.status === 429 && unknownOnB.status === 429,
    `owner on B ${ownerOnB.status}, unknown device on A ${unknownOnA.status}, on B ${unknownOnB.status}`,
  );
  const forged = `filhub_device=${'A'.repeat(43)}.${'B'.repeat(43)}`;
  const forgedOnB = await rightPassword(b, 'tuan', '198.51.100.44', forged);
  report.check('a forged device cookie is an unknown device (429)', forgedOnB.status === 429, `answered ${forgedOnB.status}`);

  // The limits count in fixed 15-minute windows: a run that crosses a window's end starts a new count half-way, so
  // it is run again from a fresh address (once; a run takes seconds).
  const WINDOW_MS = 15 * 60 * 1000;
  const windowOf = () => Math.floor(Date.now() / WINDOW_MS);
  let perIp: number | null = null;
  let forgedHops: number | null = null;
  for (const clientIp of ['198.51.100.3', '198.51.100.4']) {
    const startedIn = windowOf();
    perIp = await attemptsUntilLimited([a, b], (attempt) => `nobody${attempt}`, clientIp, 30);
    forgedHops = await attemptsUntilLimited([a, b], (attempt) => `nobody-forged${attempt}`, `192.0.2.${Math.floor(Math.random() * 200)}, ${clientIp}`, 3);
    if (windowOf() === startedIn) break;
  }
  report.check(
    'failed sign-ins from one client IP (X-Forwarded-For through a trusted proxy) alternately on A and B reach the per-IP limit once',
    perIp === 21,
    `429 at attempt ${perIp ?? 'never'} across A+B (limit 20 per 15 min)`,
  );
  report.check(
    'a client-chosen first X-Forwarded-For entry does not reset the per-IP count (the entry the trusted proxy appended counts)',
    forgedHops === 1,
    `429 at attempt ${forgedHops ?? 'never'} with a new first entry`,
  );
}
