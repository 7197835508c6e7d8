/**
 * The cookies the portal's scripts keep (read by the pages' server render too). The refresh token is a cookie
 * as well, but the server sets it HttpOnly for the refresh call alone: no script here can read it.
 */
export const TOKEN_COOKIES = {
  accessToken: 'accessToken',
  gg2FAToken: 'gg2FAToken',
} as const;
