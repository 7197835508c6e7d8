/** How long each kind of sign-in token lives, in seconds. */
export interface SessionLifetimes {
  accessToken: number;
  twoFactorToken: number;
  refreshToken: number;
  passwordResetToken: number;
  /**
   * A refresh token presented again this soon after its rotation gets another token of its family instead of
   * counting as reuse: two tabs (or a page and its reload) refreshing at the same moment keep the session.
   */
  refreshReuseGrace: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  accessToken: 15 * 60,
  twoFactorToken: 5 * 60,
  refreshToken: 7 * 24 * 60 * 60,
  passwordResetToken: 30 * 60,
  refreshReuseGrace: 10,
};

export const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
