import { isEmail, isStrongPassword, isTwoFactorCode } from '@/config/validation';

describe('isStrongPassword', () => {
  it('accepts 8 characters with upper, lower, digit and special', () => {
    expect(isStrongPassword('Demo@123')).toBe(true);
    expect(isStrongPassword('Demo@12345')).toBe(true);
  });

  it.each(['Dem@123', 'demo@12345', 'DEMO@12345', 'Demo@abcde', 'Demo12345', ''])('refuses %j', (value) => {
    expect(isStrongPassword(value)).toBe(false);
  });
});

describe('isTwoFactorCode', () => {
  it('accepts exactly six digits', () => {
    expect(isTwoFactorCode('012345')).toBe(true);
    expect(['12345', '1234567', '12345a', ' 123456'].map(isTwoFactorCode)).toEqual([false, false, false, false]);
  });
});

describe('isEmail', () => {
  it('accepts an address and refuses text without a domain', () => {
    expect(isEmail(' demo@example.com ')).toBe(true);
    expect(['demo', 'demo@', 'demo@example', 'de mo@example.com'].map(isEmail)).toEqual([false, false, false, false]);
  });
});
