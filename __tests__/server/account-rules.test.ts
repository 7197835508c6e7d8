import { avatarNameOf, avatarUrlOf } from '@/server/domain/avatars';
import { kycDecisionSchema, toKycView } from '@/server/domain/kyc';
import { isCalendarDate, isOldEnough } from '@/server/domain/profile-fields';
import { toBankAccountName, walletChangeOf } from '@/server/domain/payout';
import type { UpdatePaymentInput } from '@/server/domain/payout';
import { checkImageUpload, contentTypeOfUpload, detectImageType, MAX_UPLOAD_BYTES, newUploadName } from '@/server/domain/uploads';
import { describeDevice } from '@/server/domain/user-agent';

import { EXE, JPEG, PNG, WEBP } from './helpers/forms';

describe('image uploads', () => {
  it('tells JPEG, PNG and WebP by their magic bytes only', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(JPEG)).toBe('jpg');
    expect(detectImageType(WEBP)).toBe('webp');
    expect(detectImageType(EXE)).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array(0))).toBeNull();
  });

  it('checks the size before the type', () => {
    expect(checkImageUpload(MAX_UPLOAD_BYTES, PNG)).toEqual({ ok: true, extension: 'png' });
    expect(checkImageUpload(MAX_UPLOAD_BYTES + 1, PNG)).toEqual({ ok: false, error: 'UPLOAD_TOO_LARGE' });
    expect(checkImageUpload(10, EXE)).toEqual({ ok: false, error: 'UPLOAD_WRONG_TYPE' });
  });

  it('generates names of 32 hex digits and the real extension, and serves only such names', () => {
    const name = newUploadName('webp');
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(newUploadName('webp')).not.toBe(name);
    expect(contentTypeOfUpload(name)).toBe('image/webp');
    expect(contentTypeOfUpload(newUploadName('jpg'))).toBe('image/jpeg');
    for (const bad of ['../x.png', `${'a'.repeat(32)}.svg`, `${'A'.repeat(32)}.png`, `${'a'.repeat(32)}.png/..`, '']) {
      expect(contentTypeOfUpload(bad)).toBeNull();
    }
  });

  it('maps avatar names to public URLs and back', () => {
    const name = newUploadName('png');
    expect(avatarNameOf(avatarUrlOf(name))).toBe(name);
    expect(avatarNameOf('https://elsewhere.example/a.png')).toBeNull();
    expect(avatarNameOf(null)).toBeNull();
  });
});

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera on Windows'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s → %s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });
});

describe('date of birth', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('2000-1-1')).toBe(false);
  });

  it('counts 16 years to the day (a 29 February birthday turns on 1 March in other years)', () => {
    expect(isOldEnough('2010-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2010-06-16', '2026-06-15')).toBe(false);
    expect(isOldEnough('2008-02-29', '2024-02-29')).toBe(true);
    expect(isOldEnough('2012-02-29', '2028-02-28')).toBe(false);
    expect(isOldEnough('2011-02-28', '2027-02-28')).toBe(true);
  });
});

describe('payout rules', () => {
  it('writes account names as banks do', () => {
    expect(toBankAccountName('  Nguyễn   Thị Ánh  Đào ')).toBe('NGUYEN THI ANH DAO');
    expect(toBankAccountName('trần đức')).toBe('TRAN DUC');
  });

  it('decides what happens to the wallet', () => {
    const input = (walletAddress: UpdatePaymentInput['walletAddress'], signature?: string): UpdatePaymentInput => ({
      bankCode: 'VCB',
      accountNumber: '123456',
      accountName: 'A B',
      walletAddress,
      signature,
      securePassword: 'Secure@12345',
    });
    const linked = '0x52908400098527886E0F7030069857D2E4169EE7' as const;
    expect(walletChangeOf(input(undefined), linked)).toEqual({ kind: 'keep' });
    expect(walletChangeOf(input(null), null)).toEqual({ kind: 'keep' });
    expect(walletChangeOf(input(''), linked)).toEqual({ kind: 'clear' });
    expect(walletChangeOf(input(linked), linked)).toEqual({ kind: 'keep' });
    expect(walletChangeOf(input(linked, '0xabc'), linked)).toEqual({ kind: 'link', address: linked });
    expect(walletChangeOf(input(linked), null)).toEqual({ kind: 'link', address: linked });
  });
});

describe('KYC rules', () => {
  it('needs a reason to reject, not to approve', () => {
    expect(kycDecisionSchema.safeParse({ decision: 'APPROVE' }).data).toEqual({ decision: 'APPROVE', reason: null });
    expect(kycDecisionSchema.safeParse({ decision: 'REJECT', reason: '  ' }).success).toBe(false);
  });

  it('shows the reason only while rejected', () => {
    const document = {
      documentType: 'ID_CARD' as const,
      documentNumber: '079123456789',
      files: { front: 'a.png', back: null, selfie: null },
      rejectReason: 'Blurred',
      submittedAt: new Date('2026-01-02T03:04:05Z'),
    };
    expect(toKycView('REJECTED', document)).toMatchObject({ rejectReason: 'Blurred', files: { front: '/api/auth/client/kyc/file/a.png' } });
    expect(toKycView('PENDING', document).rejectReason).toBeNull();
    expect(toKycView('NONE', null)).toEqual({
      status: 'NONE',
      rejectReason: null,
      documentType: null,
      documentNumber: null,
      submittedAt: null,
      files: { front: null, back: null, selfie: null },
    });
  });
});
