/**
 * Sign-in's answer. No second factor: the access token, `gg2FAToken` null. Second factor: only `gg2FAToken`. The
 * refresh token is always null here: the server sets it as an HttpOnly cookie.
 */
export interface LoginResult {
  accessToken: string | null;
  refreshToken: null;
  gg2FAToken: string | null;
  validGG2FA: boolean;
}

/** A session's answer (second factor, refresh): the access token (the refresh token comes as the HttpOnly cookie). */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: null;
}

export interface SignUpResult {
  username: string;
}

/** auth/client/gg-2fa/setup: the authenticator's otpauth URL and its secret. */
export interface TwoFactorSetup {
  otpUrl: string;
  secret: string;
}

/** A message-only answer (its `data` is `{message}`). */
export interface MessageResult {
  message: string;
}
