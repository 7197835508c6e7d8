import { signScopedToken, verifyScopedToken } from '@/server/domain/auth-tokens';

const key = new TextEncoder().encode('unit-access-secret-0123456789abcdefghijklmnop');
const otherKey = new TextEncoder().encode('unit-other-secret-0123456789abcdefghijklmnop');
const start = new Date('2026-11-25T08:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('verifyScopedToken (verified tokens remembered until they expire)', () => {
  it('answers the same for a token verified again, and "expired" once its time is up', async () => {
    const token = await signScopedToken(key, 'access', 'member-1', start, 60, 'session-1');
    const first = await verifyScopedToken(key, 'access', token, start);
    expect(first).toEqual({ ok: true, userId: 'member-1', sessionId: 'session-1' });
    expect(await verifyScopedToken(key, 'access', token, later(59))).toEqual(first);
    expect(await verifyScopedToken(key, 'access', token, later(60))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyScopedToken(key, 'access', token, later(3600))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a remembered token under another key or for another scope, and a tampered one', async () => {
    const token = await signScopedToken(key, 'access', 'member-2', start, 60, 'session-2');
    expect((await verifyScopedToken(key, 'access', token, start)).ok).toBe(true);
    expect(await verifyScopedToken(otherKey, 'access', token, start)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyScopedToken(key, '2fa', token, start)).toEqual({ ok: false, reason: 'invalid' });
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyScopedToken(key, 'access', tampered, start)).toEqual({ ok: false, reason: 'invalid' });
  });
});
