import { expect, type APIRequestContext } from '@playwright/test';
import { API_KEY, type TestMember } from './helpers';
import { lastMail, mailCount } from './mailbox';

/** The secure password e2e members get (a fresh member has none: the first one comes through an e-mailed link). */
export const MEMBER_SECURE_PASSWORD = 'Vault@12345';

/** Signs the member in through the API and answers the headers of its requests (API key and bearer). */
export async function memberApiHeaders(request: APIRequestContext, member: TestMember): Promise<Record<string, string>> {
  const headers = { 'x-api-key': API_KEY };
  const signedIn = await request.post('/api/auth/client/login/credential', { headers, data: { username: member.username, password: member.password } });
  const { accessToken } = (await signedIn.json()).data as { accessToken: string };
  return { ...headers, authorization: `Bearer ${accessToken}` };
}

/**
 * Sets the member's first secure password as Setting → Security does: the e-mailed link (secure-password/forgot),
 * then the new secure password with its token. Adding a passkey, turning 2FA on, payout details and the
 * anti-phishing code ask for it.
 */
export async function setFirstSecurePassword(request: APIRequestContext, member: TestMember, securePassword = MEMBER_SECURE_PASSWORD) {
  const auth = await memberApiHeaders(request, member);
  const email = `${member.username}@example.com`;
  const before = await mailCount(email, 'SECURE_PASSWORD_RESET');
  const asked = await request.post('/api/auth/client/secure-password/forgot', { headers: auth });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await lastMail(email, 'SECURE_PASSWORD_RESET', before);
  const link = /https?:\/\/\S+\/reset-secure-password\?token=[\w-]+/.exec(mail.text);
  expect(link, 'the mail carries the secure-password link').not.toBeNull();
  const token = new URL(link![0]).searchParams.get('token');
  const set = await request.post('/api/auth/client/secure-password/reset', { headers: auth, data: { token, newSecurePassword: securePassword } });
  expect(set.status(), await set.text()).toBe(200);
  return securePassword;
}
