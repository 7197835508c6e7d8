import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_COOKIES } from '../config/cookies';
import { E2E_BASE_URL } from './origins';

export const DEMO = { username: 'demo', password: 'Demo@12345' } as const;
export const DEMO_2FA = { username: 'demo2fa', password: 'Demo@12345', totpSecret: 'FILHUBDEMOTWOFACTORSECRETKEY2345' } as const;
export const API_KEY = process.env.NEXT_PUBLIC_API_KEY ?? 'filhub-dev-key';

/**
 * Parts kept as the server rendered them until they come near the screen (KeptUntilNearScreen, the dashboard's lower
 * cards) load when the member scrolls to them: once the page is hydrated, brings each near in turn, then scrolls back.
 */
export async function bringKeptPartsNear(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const kept = () => Array.from(document.querySelectorAll('[data-near-screen="kept"]'));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    for (let frames = 0; frames < 300 && kept().some((element) => !hydrated(element)); frames += 1) await frame();
    const parts = kept();
    if (parts.length === 0) return;
    const { scrollX, scrollY } = window;
    for (const part of parts) {
      part.firstElementChild?.scrollIntoView({ block: 'center' });
      for (let frames = 0; frames < 60 && part.getAttribute('data-near-screen') === 'kept'; frames += 1) await frame();
    }
    window.scrollTo(scrollX, scrollY);
  });
}

/** Waits until the page shows text in its language (no loader, no held text), its kept parts brought near. */
export async function waitForPage(page: Page): Promise<void> {
  const loading = page.getByRole('status', { name: /Đang tải|Loading/ });
  await expect(async () => {
    await bringKeptPartsNear(page);
    await expect(loading).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}

export async function signIn(page: Page, credentials: { username: string; password: string }, path = '/login'): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await page.getByLabel(/Tên đăng nhập|Username/).fill(credentials.username);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(credentials.password);
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
}

/**
 * Signs in through the API as the sign-in form does (its answer's refresh and device cookies land in the browser,
 * the access token is set as the portal's script sets it), then opens `path`. For tests about what comes after
 * signing in: the form itself has its own tests (auth.spec.ts and others), and going through it and the dashboard
 * cost each test about 1.3 s more.
 */
export async function signInThroughApi(page: Page, credentials: { username: string; password: string }, path: string): Promise<void> {
  const response = await page.request.post('/api/auth/client/login/credential', {
    headers: { 'x-api-key': API_KEY },
    data: { username: credentials.username, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken?: string } };
  expect(data.accessToken, 'a member without 2FA gets an access token').toBeTruthy();
  await page.context().addCookies([{ name: TOKEN_COOKIES.accessToken, value: data.accessToken as string, url: E2E_BASE_URL, sameSite: 'Strict' }]);
  await page.goto(path);
  await waitForPage(page);
}

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface TestMember {
  username: string;
  password: string;
  fullName: string;
}

/**
 * Signs up a fresh member (sponsor: demo) through the API, so tests never change the demo accounts. Each sign-up
 * comes from its own documentation address (203.0.113.0/24) through the trusted loopback proxy, as separate people
 * would: sign-ups are limited per address.
 */
export async function createMember(request: APIRequestContext, prefix: string): Promise<TestMember> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const member = { username: `${prefix}${suffix}`.slice(0, 20), password: 'Member@12345', fullName: 'Thành Viên Thử' };
  const response = await request.post('/api/public/client/sign-up', {
    headers: { 'x-api-key': API_KEY, 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      ...member,
      email: `${member.username}@example.com`,
      phone: '0912345678',
      referrerCode: 'DEMO0001',
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Sign-up signs the new member in: that session ends here, so the member is signed in nowhere, as the tests expect.
  const { data } = (await response.json()) as { data: { accessToken: string } };
  const signedOut = await request.post('/api/auth/client/logout', { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${data.accessToken}` } });
  expect(signedOut.status(), await signedOut.text()).toBe(200);
  return member;
}

