/** At most `max` counted attempts per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /**
   * Failed sign-ins per member (username and e-mail share it) from devices the member never signed in from:
   * over it, every unknown device gets 429; the member's known devices do not.
   */
  loginPerUsername: RateLimitRule;
  /** Failed sign-ins per member from one device the member signed in from before (its own count, never used up from elsewhere). */
  loginPerKnownDevice: RateLimitRule;
  /** Failed sign-ins per client IP, from devices unknown to the member signing in. */
  loginPerIp: RateLimitRule;
  /**
   * Wrong 2FA codes per member: enabling and disabling 2FA and money operations share one count; the second
   * step of sign-in from unknown devices has another.
   */
  twoFactorPerUser: RateLimitRule;
  /** Wrong 2FA codes at sign-in per member from one device the member signed in from before. */
  twoFactorPerKnownDevice: RateLimitRule;
  /** Wrong current passwords per member in settings (change of password or of secure password). */
  passwordCheckPerUser: RateLimitRule;
  /** Reset requests per client IP. */
  forgotPerIp: RateLimitRule;
  /** Reset requests per e-mail address (registered or not), so that no one fills a mailbox from many IPs. */
  forgotPerEmail: RateLimitRule;
  /** Sign-in unlock links asked for per client IP. */
  unlockLinkPerIp: RateLimitRule;
  /** Sign-in unlock links asked for per name typed (username or e-mail), so that no one fills a mailbox from many IPs. */
  unlockLinkPerName: RateLimitRule;
  /** Sign-up attempts (well-formed forms) per client IP. */
  signUpPerIp: RateLimitRule;
  /** Members created by a member for their team (well-formed forms). */
  createDownlinePerMember: RateLimitRule;
  /** New verification links a member asks for ("resend"): each one is a mail to their address. */
  verifyEmailResendPerMember: RateLimitRule;
  /** Page views stored per client IP: generous for people, a stop for a script filling the table. */
  pageViewsPerIp: RateLimitRule;
  /**
   * Passkey challenges issued (each a row, answered or not): per client IP for "Sign in with a passkey", per member
   * for the other ceremonies.
   */
  passkeyChallenges: RateLimitRule;
  /** Support tickets a member opens: enough for real trouble, a stop for a script filling the console's queue. */
  ticketsPerMember: RateLimitRule;
  /** Replies a member sends to their tickets. */
  ticketRepliesPerMember: RateLimitRule;
  /**
   * The member's statements and CSV files (statement, ledger, bonus, orders, one count): each reads a whole range,
   * so a script looping on them slows everyone; a person downloads a few a minute.
   */
  statementsPerMember: RateLimitRule;
  /** Pages of the member's team (downline levels, search, a member's orders, team and leader summaries), one count. */
  teamTreePerMember: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerUsername: { max: 5, windowSeconds: 15 * 60 },
  loginPerKnownDevice: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 20, windowSeconds: 15 * 60 },
  twoFactorPerUser: { max: 5, windowSeconds: 5 * 60 },
  twoFactorPerKnownDevice: { max: 5, windowSeconds: 5 * 60 },
  passwordCheckPerUser: { max: 5, windowSeconds: 15 * 60 },
  forgotPerIp: { max: 5, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 3, windowSeconds: 60 * 60 },
  unlockLinkPerIp: { max: 5, windowSeconds: 60 * 60 },
  unlockLinkPerName: { max: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { max: 5, windowSeconds: 60 * 60 },
  createDownlinePerMember: { max: 20, windowSeconds: 60 * 60 },
  verifyEmailResendPerMember: { max: 3, windowSeconds: 60 * 60 },
  pageViewsPerIp: { max: 120, windowSeconds: 60 },
  passkeyChallenges: { max: 30, windowSeconds: 15 * 60 },
  ticketsPerMember: { max: 5, windowSeconds: 60 * 60 },
  ticketRepliesPerMember: { max: 30, windowSeconds: 60 * 60 },
  statementsPerMember: { max: 30, windowSeconds: 60 },
  teamTreePerMember: { max: 120, windowSeconds: 60 },
};


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
