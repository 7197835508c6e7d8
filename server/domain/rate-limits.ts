/** At most `max` counted attempts per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Failed sign-ins per username or e-mail. */
  loginPerUsername: RateLimitRule;
  /** Failed sign-ins per client IP. */
  loginPerIp: RateLimitRule;
  /** Wrong 2FA codes per member (sign-in, enabling and disabling 2FA). */
  twoFactorPerUser: RateLimitRule;
  /** Wrong current passwords per member in settings (change of password or of secure password). */
  passwordCheckPerUser: RateLimitRule;
  /** Reset requests per client IP. */
  forgotPerIp: RateLimitRule;
  /** Sign-up attempts (well-formed forms) per client IP. */
  signUpPerIp: RateLimitRule;
  /** Members created by a member for their team (well-formed forms). */
  createDownlinePerMember: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerUsername: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 20, windowSeconds: 15 * 60 },
  twoFactorPerUser: { max: 5, windowSeconds: 5 * 60 },
  passwordCheckPerUser: { max: 5, windowSeconds: 15 * 60 },
  forgotPerIp: { max: 5, windowSeconds: 60 * 60 },
  signUpPerIp: { max: 5, windowSeconds: 60 * 60 },
  createDownlinePerMember: { max: 20, windowSeconds: 60 * 60 },
};

export const RATE_LIMITED_MESSAGE = 'Too many attempts, try again later';

/** Start of the fixed window that contains `now`. */
export function windowStartOf(now: Date, rule: RateLimitRule): Date {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window that started at `windowStart` ends (at least 1): the Retry-After value. */
export function secondsUntilWindowEnds(windowStart: Date, now: Date, rule: RateLimitRule): number {
  const end = windowStart.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}
