import { safeReturnUrl } from '@/config/returnUrl';

const ORIGIN = 'https://portal.example';

describe('safeReturnUrl', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/wallet?x=1#y', '/wallet?x=1#y'],
    ['/setting/security', '/setting/security'],
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
    '/a/../\t/example.com',
    '/a/../\n/example.com',
    '/a/..//example.com',
    '/a/../\\example.com',
    '/a/%2e%2e//example.com',
    '/%2F%2Fexample.com',
    '/a/..%2F..%2F%2Fexample.com',
    '/a%5C..%5Cexample.com',
    '/a/%09/example.com',
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

  it('keeps a path that the test of the page accepts, and refuses one it does not', () => {
    const underOps = (pathname: string) => pathname.startsWith('/ops/');
    expect(safeReturnUrl('/ops/kyc?page=2', ORIGIN, underOps)).toBe('/ops/kyc?page=2');
    expect(safeReturnUrl('/ops/../wallet', ORIGIN, underOps)).toBeNull();
    expect(safeReturnUrl('/ops/../\t/example.com', ORIGIN, underOps)).toBeNull();
  });
});
