import { safeReturnUrl } from '@/config/returnUrl';

const ORIGIN = 'https://portal.example';

describe('safeReturnUrl', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/wallet?x=1#y', '/wallet?x=1#y'],
    ['/setting/security', '/setting/security'],
    ['/%2F%2Fexample.com', '/%2F%2Fexample.com'],
    ['/a/../wallet', '/wallet'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnUrl(value, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://example.com',
    'https://portal.example/wallet',
    '//example.com',
    '/\\example.com',
    '\\\\example.com',
    '/\t/example.com',
    'javascript:alert(1)',
    'wallet',
    '',
    '/',
    '/?',
  ])('refuses %j', (value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
  });

  it.each([undefined, null, 42, ['/wallet'], { pathname: '/wallet' }])('refuses the non-string %j', (value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
  });
});
