import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';

import { creditDeposit } from '@/server/operations/money-operations';
import { users } from '@/server/db/schema';
import { DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { fieldCodesOf } from './helpers/errors';
import { file, multipart, newMember, PNG, setSecurePasswordByLink } from './helpers/forms';
import { runOpsCli } from './helpers/opsCli';
import { runTypeScript } from './helpers/runNode';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import { readyToWithdraw } from './helpers/withdrawals';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let auditLog: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp();
  auditLog = jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  await server?.close();
  auditLog.mockRestore();
});

const bearer = (token = TEST_OPS_TOKEN) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

function putSetting(path: string, body: unknown, headers: Record<string, string> = bearer()) {
  return server.app.request(`/api/ops/setting/${path}`, {
    method: 'PUT',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function publicSetting(group: string, name: string): Promise<string | undefined> {
  const { data } = await (await server.api(`/api/public/setting/list/${group}`)).json();
  return data.find((entry: { name: string }) => entry.name === name)?.value;
}

describe('ops group', () => {
  it.each([
    ['no token', { 'content-type': 'application/json' }],
    ['a wrong token', bearer('wrong-token')],
    ['the API key instead', { 'x-api-key': 'test-api-key', 'content-type': 'application/json' }],
  ])('answers 401 to %s', async (_case, headers) => {
    const response = await putSetting('WEB/maintenance', { value: 'true' }, headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ statusCode: 401, code: 'INVALID_OPS_TOKEN', message: 'Invalid operator token' });
    expect(await publicSetting('WEB', 'maintenance')).toBe('false');
  });

  it('changes a setting, visible in the public list, without needing the API key', async () => {
    const response = await putSetting('WEB/maintenance', { value: 'true' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: 'Setting saved',
      data: { group: 'WEB', name: 'maintenance', value: 'true' },
    });
    expect(await publicSetting('WEB', 'maintenance')).toBe('true');
    expect(auditLog).toHaveBeenCalledWith('[ops] Setting WEB.maintenance saved');

    await putSetting('WEB/maintenance', { value: 'false' });
    expect(await publicSetting('WEB', 'maintenance')).toBe('false');
  });

  it("takes a path of the portal as the e-mails' logo", async () => {
    expect((await putSetting('WEB/mailLogoUri', { value: '/images/mail-logo.png' })).status).toBe(200);
    expect(await publicSetting('WEB', 'mailLogoUri')).toBe('/images/mail-logo.png');
  });

  it('adds a setting that did not exist', async () => {
    const response = await putSetting('CONTACT/tiktok', { value: 'https://www.tiktok.com/@filhub' });
    expect(response.status).toBe(200);
    expect(await publicSetting('CONTACT', 'tiktok')).toBe('https://www.tiktok.com/@filhub');
  });

  it.each([
    ['WEB/maintenance', { value: 'maybe' }, { value: 'Value must be true or false' }],
    ['WEB/maintenance', { value: true }, { value: 'Value must be true or false' }],
    ['CONTACT/facebook', { value: 'http://facebook.com/filhub' }, { value: 'Value must be an https URL' }],
    ['BANKING/bin', { value: '12' }, { value: 'Value must be a 6-digit bank BIN' }],
    ['PRIVATE/x', { value: 'y' }, { group: 'Group must be one of WEB, CONTACT, BANKING, SECURITY' }],
    ['SECURITY/withdrawAddressDelayHours', { value: '-1' }, { value: 'Value must be a whole number of hours from 0 to 720' }],
    ['SECURITY/withdrawAddressDelayHours', { value: '24.5' }, { value: 'Value must be a whole number of hours from 0 to 720' }],
    ['SECURITY/securityHoldHours', { value: '721' }, { value: 'Value must be a whole number of hours from 0 to 720' }],
    ['SECURITY/withdrawRequiresKyc', { value: 'no' }, { value: 'Value must be true or false' }],
    ['WEB/bad-name', { value: 'y' }, { name: expect.stringContaining('Name must') }],
    ['WEB/hotline', {}, { value: expect.any(String) }],
    // The e-mails' logo is a path of the portal: every address a mail holds starts with PUBLIC_URL.
    ['WEB/mailLogoUri', { value: 'https://cdn.example/logo.png' }, { value: 'Value must be a path of the site, e.g. /logo.png' }],
    ['WEB/mailLogoUri', { value: '//cdn.example/logo.png' }, { value: 'Value must be a path of the site, e.g. /logo.png' }],
  ])('refuses PUT %s %j with field errors', async (path, body, errors) => {
    const response = await putSetting(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors, fieldCodes: fieldCodesOf(errors) });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await putSetting('WEB/hotline', 'value=1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, code: 'BODY_NOT_JSON', message: 'The request body must be JSON' });
  });
});

describe('npm run ops', () => {
  let http: ServerType;
  let baseUrl: string;

  beforeAll(async () => {
    http = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
  });

  const opsEnv = (env: Record<string, string>) => ({ ...process.env, OPS_URL: baseUrl, OPS_API_TOKEN: TEST_OPS_TOKEN, ...env });
  /** The CLI in this process (helpers/opsCli.ts): the first test runs the real command with tsx, as `npm run ops` does. */
  const ops = (args: string[], env: Record<string, string>) => runOpsCli(args, opsEnv(env));

  it('sets a setting through the API and prints it; a refusal is printed to stderr with exit code 1', async () => {
    const run = await runTypeScript('scripts/ops.ts', ['settings', 'set', 'WEB', 'hotline', '1900 1234'], opsEnv({}));
    expect(run).toMatchObject({ code: 0, stdout: 'Setting WEB.hotline = 1900 1234\n' });
    expect(await publicSetting('WEB', 'hotline')).toBe('1900 1234');

    const refused = await runTypeScript('scripts/ops.ts', ['kyc', 'approve', 'nobody-here'], opsEnv({}));
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^Not found \(404\)/);
  }, 30_000);

  it.each([
    ['OPS_API_TOKEN is unset', { OPS_API_TOKEN: '' }, /OPS_API_TOKEN is not set/],
    ['only the old OPS_TOKEN is set', { OPS_API_TOKEN: '', OPS_TOKEN: 'old-shared' }, /OPS_TOKEN \(the old shared token\) is no longer used/],
    ['the token is wrong', { OPS_API_TOKEN: 'wrong' }, /rejected OPS_API_TOKEN \(401\)/],
    ['the server is unreachable', { OPS_URL: 'http://127.0.0.1:9/api' }, /Cannot reach the server at http:\/\/127\.0\.0\.1:9\/api/],
  ])('fails with a clear message when %s', async (_case, env, message) => {
    const run = await ops(['settings', 'set', 'WEB', 'maintenance', 'true'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(await publicSetting('WEB', 'maintenance')).toBe('false');
  }, 30_000);

  it('approves and rejects KYC through the API and prints the outcome', async () => {
    const submitKyc = async (member: Awaited<ReturnType<typeof newMember>>) => {
      const fields = { documentType: 'PASSPORT', documentNumber: 'B1234567', front: file(PNG, 'f.png'), selfie: file(PNG, 's.png') };
      expect((await server.api('/api/auth/client/kyc/update', multipart('POST', fields, member.auth))).status).toBe(200);
    };
    const member = await newMember(server.api, 'opskyc');
    await submitKyc(member);
    const rejected = await ops(['kyc', 'reject', member.username, 'The selfie is missing the document'], {});
    expect(rejected).toMatchObject({
      code: 0,
      stdout: `KYC of ${member.username}: REJECTED (reason: The selfie is missing the document)\n`,
    });
    await submitKyc(member);
    expect(await ops(['kyc', 'approve', member.username], {})).toMatchObject({
      code: 0,
      stdout: `KYC of ${member.username}: APPROVED\n`,
    });
    const again = await ops(['kyc', 'approve', member.username], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/answered 409: KYC is not pending review/);
  }, 60_000);

  it('sets the SECURITY rules through the API', async () => {
    const run = await ops(['settings', 'set', 'SECURITY', 'withdrawAddressDelayHours', '48'], {});
    expect(run).toMatchObject({ code: 0, stdout: 'Setting SECURITY.withdrawAddressDelayHours = 48\n' });
    expect(await publicSetting('SECURITY', 'withdrawAddressDelayHours')).toBe('48');
    expect((await ops(['settings', 'set', 'SECURITY', 'withdrawAddressDelayHours', '24'], {})).code).toBe(0);
    const refused = await ops(['settings', 'set', 'SECURITY', 'withdrawRequiresKyc', 'maybe'], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/value: Value must be true or false/);
  }, 30_000);

  it('approves (with the payout transaction hash) and rejects withdrawals through the API and prints the outcome', async () => {
    const member = await newMember(server.api, 'opswd');
    const json = { 'content-type': 'application/json', ...member.auth };
    await setSecurePasswordByLink(server.api, server.db, member, DEMO_SECURE_PASSWORD);
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, member.username));
    await creditDeposit(server.db, user.id, 'USDT', '100', 'TEST-OPS', new Date());
    const addressId = await readyToWithdraw(server.db, user.id);
    const withdraw = async () => {
      const response = await server.api('/api/auth/transaction/withdraw', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ amount: '25', addressId, securePassword: DEMO_SECURE_PASSWORD }),
      });
      expect(response.status).toBe(200);
      return (await response.json()).data.withdrawal as { _id: string; reference: string };
    };
    const first = await withdraw();
    const rejected = await ops(['withdraw', 'reject', first._id, 'Wrong network'], {});
    expect(rejected).toMatchObject({ code: 0 });
    expect(rejected.stdout).toBe(
      `Withdrawal ${first._id} (${first.reference}, 25 USDT to 0x52908400098527886E0F7030069857D2E4169EE7): REJECTED (reason: Wrong network); refunded 25 + fee 1 USDT\n`,
    );
    const second = await withdraw();
    const withoutHash = await ops(['withdraw', 'approve', second._id], {});
    expect(withoutHash.code).toBe(1);
    expect(withoutHash.stderr).toMatch(/withdraw approve <id> <transaction hash>/);
    const badHash = await ops(['withdraw', 'approve', second._id, '0x1234'], {});
    expect(badHash.code).toBe(1);
    expect(badHash.stderr).toMatch(/txHash: The transaction hash must be 0x followed by 64 hex digits/);
    const txHash = `0x${'c0ffee00'.repeat(8)}`;
    expect((await ops(['withdraw', 'approve', second._id, txHash], {})).stdout).toMatch(new RegExp(`: APPROVED \\(transaction ${txHash}\\)\n$`));
    const again = await ops(['withdraw', 'approve', second._id, txHash], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/answered 409: The withdrawal is not pending/);
    const wallets = await server.api('/api/auth/client/wallets', { headers: member.auth });
    expect((await wallets.json()).data.find((w: { symbol: string }) => w.symbol === 'USDT').balance).toBe('74');
  }, 60_000);

  it('manages operators: add waits for a second admin, approve prints a setup link, token prints a token once, list shows it, revoke-token ends it', async () => {
    const added = await ops(['operator', 'add', 'cli.carol', '--role', 'support'], {});
    expect(added).toMatchObject({ code: 0 });
    const [, requestId] = /^Operator cli\.carol \(SUPPORT\): waiting for a second admin \(request ([0-9a-f-]{36})\)\. /.exec(added.stdout) ?? [];
    expect(requestId).toBeDefined();
    expect((await ops(['operator', 'pending'], {})).stdout).toContain(`${requestId} new operator cli.carol (SUPPORT), asked by admin at `);
    const own = await ops(['operator', 'approve', requestId], {});
    expect([own.code, own.stderr]).toEqual([1, expect.stringMatching(/Refused \(403\): Another admin must approve a request you made/)]);
    const approved = await ops(['operator', 'approve', requestId], { OPS_API_TOKEN: demoOperatorToken('admin2') });
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.stdout).toMatch(/^Operator cli\.carol \(SUPPORT\) created\. One-time setup link \(until .+\):\nhttp:\/\/127\.0\.0\.1:\d+\/ops\/setup\?token=[A-Za-z0-9_-]{43}\n$/);

    const role = await ops(['operator', 'role', 'cli.carol', '--role', 'finance'], {});
    const [, roleRequest] = /^Role of cli\.carol \(SUPPORT to FINANCE\): waiting for a second admin \(request ([0-9a-f-]{36})\)/.exec(role.stdout) ?? [];
    expect(roleRequest).toBeDefined();
    expect(await ops(['operator', 'reject', roleRequest, 'Not yet'], { OPS_API_TOKEN: demoOperatorToken('admin2') })).toMatchObject({
      code: 0,
      stdout: 'Rejected: role of cli.carol: SUPPORT to FINANCE.\n',
    });

    const made = await ops(['operator', 'token', 'cli.carol', 'desk'], {});
    expect(made.code).toBe(0);
    const [, id, token] = /^API token ([0-9a-f-]{36}) \(desk\) of cli\.carol, shown once:\n(fhops_\S+)\n$/.exec(made.stdout) ?? [];
    expect(token).toBeDefined();

    // The new token acts as support: KYC yes (unknown member: 404), mining no (403).
    expect((await ops(['kyc', 'approve', 'nobody-here'], { OPS_API_TOKEN: token })).stderr).toMatch(/Not found \(404\)/);
    expect((await ops(['accrue-mining'], { OPS_API_TOKEN: token })).stderr).toMatch(/Refused \(403\): The operator's role does not allow this action/);

    const listed = await ops(['operator', 'list'], {});
    expect(listed.stdout).toContain('cli.carol SUPPORT (setup pending)');
    expect(listed.stdout).toMatch(new RegExp(`token ${id} desk: last used \\d{4}-`));
    expect(listed.stdout).not.toContain(token);

    expect(await ops(['operator', 'revoke-token', id], {})).toMatchObject({ code: 0, stdout: `API token ${id} (desk) revoked\n` });
    expect((await ops(['kyc', 'approve', 'nobody-here'], { OPS_API_TOKEN: token })).stderr).toMatch(/rejected OPS_API_TOKEN \(401\)/);
  }, 90_000);

  it('explains the kyc commands when an argument is missing', async () => {
    const run = await ops(['kyc', 'reject', 'demo'], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/kyc reject <username> "<reason>"/);
  }, 30_000);

  it('prints the field errors of a refused value', async () => {
    const run = await ops(['settings', 'set', 'WEB', 'maintenance', 'soon'], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/answered 400: Validation failed\n {2}value: Value must be true or false/);
  }, 30_000);
});
