import { and, eq } from 'drizzle-orm';

import { SETTING_CATALOGUE, settingSpec } from '@/config/settingCatalogue';
import type { OpsSettingsView } from '@/contract/ops-settings';
import { auditLog, settings } from '@/server/db/schema';
import { seedSettings } from '@/server/db/seed-data/settings';
import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { fieldCodesOf } from './helpers/errors';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

/** The settings catalogue (config/settingCatalogue.ts) is the rule of PUT ops/setting/:group/:name and of the console's form. */

let server: TestApp;
const ADMIN = demoOperatorToken('admin');

let saveLog: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp();
  saveLog = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
  saveLog.mockRestore();
});

async function ops(method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await server.api(`/api/ops/${path}`, init);
  return { status: response.status, body: await response.json() };
}

const storedValue = async (group: string, name: string) =>
  (await server.db.select({ value: settings.value }).from(settings).where(and(eq(settings.group, group as never), eq(settings.name, name))))[0]?.value;

const auditRowsOf = async (target: string) => (await server.db.select().from(auditLog).where(eq(auditLog.targetId, target))).length;

describe('the settings catalogue', () => {
  it('describes every seeded setting, and every seeded value keeps its rule', () => {
    for (const { group, name, value } of seedSettings) {
      const spec = settingSpec(group, name);
      expect([`${group}.${name}`, spec.known]).toEqual([`${group}.${name}`, true]);
      expect([`${group}.${name}`, spec.rule['~standard'].validate(value)]).toEqual([`${group}.${name}`, { value }]);
    }
  });

  it('gives booleans a switch and numbers their unit and bounds', () => {
    expect(SETTING_CATALOGUE.WEB.maintenance.kind).toBe('switch');
    expect(SETTING_CATALOGUE.SECURITY.withdrawRequiresKyc.kind).toBe('switch');
    expect(SETTING_CATALOGUE.SECURITY.securityHoldHours).toMatchObject({ kind: 'number', unit: 'hours', min: 0, max: 720 });
    expect(SETTING_CATALOGUE.BANKING.usdtVndRate).toMatchObject({ kind: 'number', unit: 'VND per USDT', min: 1 });
    expect(SETTING_CATALOGUE.BANKING.bankCode.kind).toBe('bank');
  });
});

describe('PUT ops/setting/:group/:name checks the value against the catalogue', () => {
  it('lists the banks the bank setting chooses from', async () => {
    const { body } = await ops('GET', 'settings');
    const view = body.data as OpsSettingsView;
    expect(view.banks).toContainEqual({ code: 'VCB', shortName: 'Vietcombank', bin: '970436' });
  });

  it.each([
    ['WEB', 'hotline', 'call us maybe', 'Value must be a phone number: digits, spaces and + ( ) . -'],
    ['WEB', 'siteName', 'F'.repeat(61), 'Value must be 1 to 60 characters'],
    ['WEB', 'siteName', '   ', 'Value must be 1 to 60 characters'],
    ['BANKING', 'bankCode', 'NOBANK', 'Bank does not exist'],
    ['BANKING', 'accountName', 'công ty filhub', 'Value must be capital letters without accents, digits or spaces, at most 50'],
  ])('refuses %s.%s = %j with 400 and its field code, and saves nothing', async (group, name, value, text) => {
    const before = await storedValue(group, name);
    const audits = await auditRowsOf(`${group}.${name}`);
    const answer = await ops('PUT', `setting/${group}/${name}`, { value });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: { value: text }, fieldCodes: fieldCodesOf({ value: text }) });
    expect(await storedValue(group, name)).toBe(before);
    expect(await auditRowsOf(`${group}.${name}`)).toBe(audits);
  });

  it.each([
    ['WEB', 'hotline', '+84 (28) 3822-0000'],
    ['BANKING', 'bankCode', 'ICB'],
    ['BANKING', 'accountName', 'CONG TY TNHH FILHUB VN'],
    ['SECURITY', 'adjustmentApprovalAboveUsdt', '2500.5'],
  ])('saves a good %s.%s', async (group, name, value) => {
    const answer = await ops('PUT', `setting/${group}/${name}`, { value });
    expect(answer.status).toBe(200);
    expect(await storedValue(group, name)).toBe(value);
  });
});
