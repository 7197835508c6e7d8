// Wrong console sign-ins from elsewhere never lock an operator out of a device they signed in from before.
import { eq } from 'drizzle-orm';

import { operatorDevices, operators } from '@/server/db/schema';
import { DEMO_OPERATOR_PASSWORD, seedOperators } from '@/server/db/seed-data/operators';
import { totpCode } from '@/server/domain/totp';

import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp, TestVariant } from './helpers/testApp';

const OPS_DEVICE_COOKIE = 'filhub_ops_device';
const WINDOW = 900;
const five = { max: 5, windowSeconds: WINDOW };
const OPERATOR_IP = '198.51.100.20';
const ATTACKER_IP = '203.0.113.99';

let server: TestApp;
let limited: TestVariant;
// Just after a window starts, so that no window ends in the middle of a test.
const nextWindow = (ms: number) => (Math.floor(ms / (WINDOW * 1000)) + 1) * WINDOW * 1000 + 1000;
let nowMs = nextWindow(Date.parse('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  server = await createTestApp();
  limited = server.variant(
    { rateLimits: { ...GENEROUS_RATE_LIMITS, loginPerUsername: five, loginPerKnownDevice: five, loginPerIp: { max: 50, windowSeconds: WINDOW } } },
    { now: () => new Date(nowMs) },
  );
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => {
  nowMs = nextWindow(nowMs);
});

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const secretOf = (username: string) => seedOperators.find((operator) => operator.username === username)!.totpSecret;

/** The operator device cookie a response sets, as a Cookie header value; null when it sets none. */
function opsDeviceCookieOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${OPS_DEVICE_COOKIE}=`));
  return line ? line.split(';')[0] : null;
}

/** A console sign-in from `ip` (with `cookie` when given), in a new 30-second step so that each code signs in once. */
async function signIn(ip: string, username: string, password: string, cookie: string | null = null, rightCode = true) {
  nowMs += 30_000;
  const code = rightCode ? totpCode(secretOf(username), nowMs) : '000000';
  const response = await limited.apiFrom(ip)('/api/ops/session/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password, code }),
  });
  return { status: response.status, response, cookie: opsDeviceCookieOf(response) };
}

async function wrongSignIns(username: string, times: number, cookie: string | null = null) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await signIn(ATTACKER_IP, username, 'Guess@12345', cookie)).status);
  return statuses;
}

describe('the operator device cookie', () => {
  it('is set by a console sign-in: signed, HttpOnly, SameSite=Strict, for the console sign-in only; stored hashed', async () => {
    const { status, response, cookie } = await signIn(OPERATOR_IP, 'support', DEMO_OPERATOR_PASSWORD);
    expect(status).toBe(200);
    expect(cookie).toMatch(new RegExp(`^${OPS_DEVICE_COOKIE}=[\\w-]{43}\\.[\\w-]{43}$`));
    const line = response.headers.getSetCookie().find((header) => header.startsWith(`${OPS_DEVICE_COOKIE}=`)) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/ops\/session(;|$)/);
    const again = await signIn(OPERATOR_IP, 'support', DEMO_OPERATOR_PASSWORD, cookie);
    expect(again.cookie).toBe(cookie);
    const [support] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'support'));
    const rows = await server.db.select().from(operatorDevices).where(eq(operatorDevices.operatorId, support.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(cookie?.split('=')[1].split('.')[0]);
  });

  it('is not set by a failed sign-in', async () => {
    expect((await signIn(OPERATOR_IP, 'support', 'Guess@12345')).cookie).toBeNull();
  });
});

describe('console sign-in limits', () => {
  it("five wrong sign-ins from an unknown device lock unknown devices only: the operator's known device still signs in", async () => {
    const { cookie } = await signIn(OPERATOR_IP, 'finance', DEMO_OPERATOR_PASSWORD);
    expect(cookie).not.toBeNull();

    expect(await wrongSignIns('finance', 6)).toEqual([401, 401, 401, 401, 401, 429]);
    // The known device: its own allowance, untouched by the attacker's failures.
    const known = await signIn(OPERATOR_IP, 'finance', DEMO_OPERATOR_PASSWORD, cookie);
    expect(known.status).toBe(200);
    // The unknown device stays locked, even with the right password and code, and from the operator's own address.
    const unknown = await signIn(ATTACKER_IP, 'finance', DEMO_OPERATOR_PASSWORD);
    expect(unknown.status).toBe(429);
    expect(Number(unknown.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(OPERATOR_IP, 'finance', DEMO_OPERATOR_PASSWORD)).status).toBe(429);
    // A tampered cookie is an unknown device.
    const tampered = `${cookie?.slice(0, -2)}${cookie?.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signIn(ATTACKER_IP, 'finance', DEMO_OPERATOR_PASSWORD, tampered)).status).toBe(429);
  });

  it("another operator's device, or a member's device cookie, is unknown for this operator", async () => {
    const other = (await signIn(ATTACKER_IP, 'support', DEMO_OPERATOR_PASSWORD)).cookie;
    await signIn(OPERATOR_IP, 'admin', DEMO_OPERATOR_PASSWORD);
    expect(await wrongSignIns('admin', 6, other)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(ATTACKER_IP, 'admin', DEMO_OPERATOR_PASSWORD, other)).status).toBe(429);
    // The member's cookie name is another one: sent here, it is not read at all.
    const memberCookie = other?.replace(`${OPS_DEVICE_COOKIE}=`, 'filhub_device=') ?? null;
    expect((await signIn(ATTACKER_IP, 'admin', DEMO_OPERATOR_PASSWORD, memberCookie)).status).toBe(429);
  });

  it("the known device's own failures stop that device only", async () => {
    const laptop = (await signIn(OPERATOR_IP, 'support', DEMO_OPERATOR_PASSWORD)).cookie;
    for (let i = 0; i < 5; i += 1) expect((await signIn(OPERATOR_IP, 'support', 'Typo@12345', laptop)).status).toBe(401);
    expect((await signIn(OPERATOR_IP, 'support', DEMO_OPERATOR_PASSWORD, laptop)).status).toBe(429);
    expect((await signIn('198.51.100.21', 'support', DEMO_OPERATOR_PASSWORD)).status).toBe(200);
  });
});
