import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import type { OperatorRole } from '../contract/enums';
import { DEMO_OPERATOR_PASSWORD, seedOperators } from '../server/db/seed-data/operators';
import { E2E_BASE_URL } from './origins';
import { waitForPage } from './helpers';
import { E2E_OPS_TOKEN, E2E_SECOND_ADMIN_TOKEN } from './secrets';

export type DemoOperator = 'admin' | 'admin2' | 'finance' | 'support';

export const OPS_PASSWORD = DEMO_OPERATOR_PASSWORD;

export function operatorSecret(username: DemoOperator): string {
  return seedOperators.find((operator) => operator.username === username)!.totpSecret;
}

/** The code of `secret` `stepsAhead` 30-second steps from now (the server accepts one step either way). */
export function totpAt(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Where global-setup leaves one console session per demo operator, for every worker of the run. */
const SESSIONS_ENV = 'E2E_OPS_SESSIONS';

/**
 * Signs in through the API (a code signs in once: if this step's code was used, the next step's, which the server
 * accepts too); returns the session cookie's value.
 */
export async function consoleSessionOf(request: APIRequestContext, username: string, secret: string): Promise<string> {
  for (const stepsAhead of [0, 1]) {
    const response = await request.post('/api/ops/session/sign-in', {
      headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
      data: { username, password: OPS_PASSWORD, code: totpAt(secret, stepsAhead) },
    });
    if (response.ok()) {
      const cookie = response.headers()['set-cookie'] ?? '';
      const value = /opsSession=([^;]+)/.exec(cookie)?.[1];
      if (value) return value;
    }
    if (response.status() !== 400) throw new Error(`Console sign-in of ${username} failed: ${response.status()} ${await response.text()}`);
  }
  throw new Error(`Console sign-in of ${username} failed twice`);
}

/** Run once per test run (global-setup): a session for each demo operator, shared by the workers. */
export async function signInDemoOperators(request: APIRequestContext): Promise<void> {
  const sessions: Record<string, string> = {};
  for (const { username, totpSecret } of seedOperators) sessions[username] = await consoleSessionOf(request, username, totpSecret);
  process.env[SESSIONS_ENV] = JSON.stringify(sessions);
}

/** Gives the page's browser the demo operator's console session (signed in once for the run). */
export async function signInAsOperator(page: Page, username: DemoOperator): Promise<void> {
  const sessions = JSON.parse(process.env[SESSIONS_ENV] ?? '{}') as Record<string, string>;
  const value = sessions[username];
  if (!value) throw new Error(`No console session of ${username}: e2e/global-setup.ts signs the demo operators in`);
  const { hostname } = new URL(E2E_BASE_URL);
  await page.context().addCookies([{ name: 'opsSession', value, domain: hostname, path: '/api/ops', httpOnly: true, sameSite: 'Strict', secure: false }]);
}

/** Signs in through the console's form (a fresh session of its own), with the next step's code. */
export async function signInThroughForm(page: Page, username: string, secret: string, path = '/ops/login'): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await page.getByLabel(/Tên đăng nhập|Username/).fill(username);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(OPS_PASSWORD);
  await page.getByLabel(/Mã xác thực|Authentication code/).fill(totpAt(secret, 1));
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
  await expect(page.getByRole('button', { name: /^(Đăng xuất|Sign out)$/ })).toBeVisible();
}

/**
 * A new operator as the CLI makes it: one admin asks (it waits for a second admin), the other approves; answers the
 * approval's one-time setup path.
 */
export async function operatorMadeByTwoAdmins(request: APIRequestContext, username: string, role: OperatorRole): Promise<string> {
  const asked = await request.post('/api/ops/operators', { headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` }, data: { username, role } });
  expect(asked.status()).toBe(200);
  const { id } = ((await asked.json()) as { data: { id: string } }).data;
  const approved = await request.post(`/api/ops/operator-changes/${id}/approve`, { headers: { authorization: `Bearer ${E2E_SECOND_ADMIN_TOKEN}` } });
  expect(approved.status()).toBe(200);
  return ((await approved.json()) as { data: { setupPath: string } }).data.setupPath;
}
