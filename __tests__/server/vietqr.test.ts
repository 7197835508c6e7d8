import { buildVietQrPayload, crc16CcittFalse, VietQrError, withoutDiacritics } from '@/server/domain/vietqr';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('pads to 4 upper-case hex digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('abc')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('VietQR payload', () => {
  it('matches the NAPAS specification example (bill number and purpose)', () => {
    expect(
      buildVietQrPayload({
        bin: '970403',
        accountNumber: '0011012345678',
        amountVnd: 180000,
        billNumber: 'NPS6869',
        purpose: 'thanh toan don hang',
      }),
    ).toBe(
      '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang63042E2E',
    );
  });

  it('matches the content-only vector, written from Vietnamese with diacritics', () => {
    const expected =
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';
    expect(buildVietQrPayload({ bin: '970415', accountNumber: '0011001932418', amountVnd: 120000, purpose: 'ung ho lu lut' })).toBe(expected);
    expect(buildVietQrPayload({ bin: '970415', accountNumber: '0011001932418', amountVnd: 120000, purpose: 'ủng hộ lũ lụt' })).toBe(expected);
  });

  it('is static (11) without an amount and leaves out empty optional fields', () => {
    const payload = buildVietQrPayload({ bin: '970436', accountNumber: '1023456789' });
    expect(payload.startsWith('000201010211')).toBe(true);
    expect(payload).not.toContain('5406');
    expect(payload).not.toMatch(/58\d{2}VN62/);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('writes an order code as the purpose', () => {
    const payload = buildVietQrPayload({ bin: '970436', accountNumber: '1023456789', amountVnd: 2500000, purpose: 'FHABCD2345' });
    expect(payload).toContain('010212');
    expect(payload).toContain('540725000005802VN62140810FHABCD23456304');
  });

  it('strips Vietnamese diacritics, đ included', () => {
    expect(withoutDiacritics('Đặng Thị Hường  đóng   tiền')).toBe('Dang Thi Huong dong tien');
  });

  it.each([
    [{ bin: '97043', accountNumber: '1023456789' }, 'The BIN must be 6 digits'],
    [{ bin: '97043a', accountNumber: '1023456789' }, 'The BIN must be 6 digits'],
    [{ bin: '9704361', accountNumber: '1023456789' }, 'The BIN must be 6 digits'],
    [{ bin: '970436', accountNumber: '' }, 'The account number must be 1 to 19 letters or digits'],
    [{ bin: '970436', accountNumber: '12345678901234567890' }, 'The account number must be 1 to 19 letters or digits'],
    [{ bin: '970436', accountNumber: '1023456789', purpose: 'a'.repeat(26) }, 'The purpose must be at most 25 characters'],
    [{ bin: '970436', accountNumber: '1023456789', purpose: 'thanh toán ☕' }, 'The purpose must be plain text without diacritics'],
    [{ bin: '970436', accountNumber: '1023456789', billNumber: 'b'.repeat(26) }, 'The bill number must be at most 25 characters'],
    [{ bin: '970436', accountNumber: '1023456789', amountVnd: 0 }, 'The amount must be a whole number of VND with at most 13 digits'],
    [{ bin: '970436', accountNumber: '1023456789', amountVnd: 10.5 }, 'The amount must be a whole number of VND with at most 13 digits'],
    [{ bin: '970436', accountNumber: '1023456789', amountVnd: 10 ** 13 }, 'The amount must be a whole number of VND with at most 13 digits'],
  ])('refuses %j', (input, message) => {
    expect(() => buildVietQrPayload(input)).toThrow(new VietQrError(message));
  });

  it('accepts a purpose of exactly 25 characters after removing diacritics', () => {
    expect(() => buildVietQrPayload({ bin: '970436', accountNumber: '1023456789', purpose: 'đ'.repeat(25) })).not.toThrow();
  });
});
