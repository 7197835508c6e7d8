import { randomBytes } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';

import { outbox, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import type { Database } from '@/server/db/types';

import { bearer, postJson, refreshCookieOf } from './auth';
import { databaseOf } from './testApp';

type Api = (path: string, init?: RequestInit) => Promise<Response>;

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a JPEG (SOI and an APP0 marker) and some bytes. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-image')]);
/** A RIFF container whose form type is WEBP. */
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 rest-of-image')]);
/** A Windows executable's header. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), randomBytes(64)]);

/** A file part of a form; `type` is what the client claims (the server does not believe it). */
export const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

/** A multipart request (FormData sets the boundary), with extra headers (bearer). */
export function multipart(
  method: 'PUT' | 'POST',
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { method, headers, body: form };
}

let members = 0;

/**
 * Signs up a fresh member (sponsor demo; sign-up signs them in) with their e-mail address verified, as if before the
 * test (the verification mail is taken out of the outbox, so tests count only the mails they cause): tests that
 * change a member's state use their own. `verified: false` leaves the address unverified and its mail in the outbox.
 */
export async function newMember(api: Api, prefix = 'member', { verified = true }: { verified?: boolean } = {}) {
  members += 1;
  const username = `${prefix}${members}${randomBytes(3).toString('hex')}`.slice(0, 20);
  const response = await api(
    '/api/public/client/sign-up',
    postJson({
      username,
      email: `${username}@example.com`,
      fullName: 'Lê Văn Thử',
      phone: '0912345678',
      password: DEMO_PASSWORD,
      referrerCode: 'DEMO0001',
      acceptTerms: true,
    }),
  );
  if (response.status !== 200) throw new Error(`Sign-up of ${username} failed: ${await response.text()}`);
  const refreshToken = refreshCookieOf(response);
  const { accessToken } = (await response.json()).data as { accessToken: string };
  if (!refreshToken) throw new Error(`The sign-up of ${username} set no refresh cookie`);
  if (verified) {
    const db = databaseOf(api);
    if (!db) throw new Error('newMember needs an api helper of createTestApp (its database verifies the address)');
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.username, username));
    await db.delete(outbox).where(and(eq(outbox.to, `${username}@example.com`), eq(outbox.kind, 'EMAIL_VERIFY')));
  }
  return { username, accessToken, refreshToken, auth: bearer(accessToken) };
}

export async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

/**
 * Sets a member's first secure password as a member does: the e-mailed link (secure-password/forgot), then the page's
 * call with its token (secure-password/reset). The login password alone never sets it.
 */
export async function setSecurePasswordByLink(api: Api, db: Database, member: { username: string; accessToken: string }, securePassword: string) {
  const asked = await api('/api/auth/client/secure-password/forgot', postJson({}, bearer(member.accessToken)));
  if (asked.status !== 200) throw new Error(`secure-password/forgot answered ${asked.status}: ${await asked.text()}`);
  const [mail] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.to, `${member.username}@example.com`))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/reset-secure-password\?token=([\w%-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`No secure-password link was mailed to ${member.username}`);
  const set = await api(
    '/api/auth/client/secure-password/reset',
    postJson({ token: decodeURIComponent(token), newSecurePassword: securePassword }, bearer(member.accessToken)),
  );
  if (set.status !== 200) throw new Error(`secure-password/reset answered ${set.status}: ${await set.text()}`);
}
