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

/**
 * Sign-up's answer: the new member is signed in as by a password sign-in (the access token here, the refresh and
 * device cookies set), and told whose team they joined.
 */
export interface SignUpResult {
  username: string;
  fullName: string;
  accessToken: string;
  refreshToken: null;
  /** The owner of the referrer code: the new member's sponsor. */
  sponsor: { username: string; fullName: string };
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
