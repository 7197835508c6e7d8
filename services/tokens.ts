import Cookies from 'js-cookie';
import { SESSION_COOKIE_DAYS } from '@/config/constants';
import { TOKEN_COOKIES } from '@/config/cookies';

export type TokenName = keyof typeof TOKEN_COOKIES;
export type Tokens = Partial<Record<TokenName, string>>;

/** The second-factor token lives only for the browser session; the access token as long as the refresh token. */
const LIFETIME_DAYS: Record<TokenName, number | undefined> = {
  accessToken: SESSION_COOKIE_DAYS,
  gg2FAToken: undefined,
};

/** Versions before the HttpOnly cookie kept the refresh token in a script-readable cookie of this name. */
const LEGACY_REFRESH_COOKIE = 'refreshToken';

function cookieOptions(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'strict', secure };
}

export function getToken(name: TokenName): string | undefined {
  return Cookies.get(TOKEN_COOKIES[name]) || undefined;
}

export const getAccessToken = () => getToken('accessToken');
export const getGg2FAToken = () => getToken('gg2FAToken');

export function setTokens(tokens: Tokens): void {
  for (const name of Object.keys(TOKEN_COOKIES) as TokenName[]) {
    const value = tokens[name];
    if (value) Cookies.set(TOKEN_COOKIES[name], value, { ...cookieOptions(), expires: LIFETIME_DAYS[name] });
  }
}

export function removeToken(name: TokenName): void {
  Cookies.remove(TOKEN_COOKIES[name], { path: '/' });
}

/** Also drops a refresh token that an earlier version left readable by scripts. */
export function clearTokens(): void {
  for (const name of Object.keys(TOKEN_COOKIES) as TokenName[]) removeToken(name);
  Cookies.remove(LEGACY_REFRESH_COOKIE, { path: '/' });
}
