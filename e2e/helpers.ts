import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'Demo@12345' } as const;
export const DEMO_2FA = { username: 'demo2fa', password: 'Demo@12345', totpSecret: 'FILHUBDEMOTWOFACTORSECRETKEY2345' } as const;
export const API_KEY = process.env.NEXT_PUBLIC_API_KEY ?? 'filhub-dev-key';

/** Waits until the page shows text in its language (no loader, no held text). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /Đang tải|Loading/ })).toHaveCount(0);
}

export async function signIn(page: Page, credentials: { username: string; password: string }, path = '/login'): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await page.getByLabel(/Tên đăng nhập|Username/).fill(credentials.username);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(credentials.password);
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
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
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return member;
}

