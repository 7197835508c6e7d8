import { Secret } from 'otpauth';

import { matchTotpStep, totpCode, totpStepAt } from '@/server/domain/totp';

// RFC 6238 appendix B, SHA-1 rows: the ASCII secret "12345678901234567890", 8 digits, 30 s steps.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: ReadonlyArray<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the appendix B SHA-1 code at T=%d s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(code);
    expect(matchTotpStep(RFC_SECRET, code, seconds * 1000, { digits: 8, window: 0 })).toBe(totpStepAt(seconds * 1000));
  });

  it('uses 30-second steps and 6 digits by default', () => {
    expect(totpStepAt(59_000)).toBe(1);
    expect(totpStepAt(60_000)).toBe(2);
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('accepts one step of drift either way and answers the matched step, not two', () => {
    const now = 1_700_000_015_000;
    const step = totpStepAt(now);
    for (const drift of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, now + drift * 30_000);
      expect(matchTotpStep(RFC_SECRET, code, now)).toBe(step + drift);
    }
    for (const drift of [-2, 2]) {
      expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + drift * 30_000), now)).toBeNull();
    }
  });

  it('refuses codes that are not 6 digits', () => {
    expect(matchTotpStep(RFC_SECRET, '12345', 0)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', 0)).toBeNull();
  });
});
