import type { Context, MiddlewareHandler } from 'hono';

import { countAttempt, uncountAttempt } from '../db/rate-limits';
import type { Database } from '../db/types';
import { secondsUntilWindowEnds, windowStartOf } from '../domain/rate-limits';
import type { RateLimitRule } from '../domain/rate-limits';
import { ApiError } from './errors';
import type { AuthEnv } from './member-auth';

/** A counted attempt; `refund` takes it back (for limits that count failures only). */
export interface CountedAttempt {
  refund(): Promise<void>;
}

/**
 * Counts an attempt under `key` against `rule` in the database (shared by every instance). Over the
 * limit: takes the count back and throws 429 with Retry-After set to the end of the window.
 */
export async function limitAttempts(
  c: Context,
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<CountedAttempt> {
  const windowStart = windowStartOf(now, rule);
  const count = await countAttempt(db, key, windowStart);
  if (count > rule.max) {
    // A refused request tried nothing: counting it would keep the key over the limit after the requests in
    // flight that were counted (a burst of right sign-ins) take theirs back.
    await uncountAttempt(db, key, windowStart);
    c.header('Retry-After', String(secondsUntilWindowEnds(windowStart, now, rule)));
    throw new ApiError(429, 'RATE_LIMITED');
  }
  return { refund: () => uncountAttempt(db, key, windowStart) };
}

/**
 * Counts one attempt under each `[rule, key]` in turn; when one is over its limit, the ones already counted
 * are taken back before the 429 (a refused request tried nothing). `refund` takes all of them back.
 */
export async function limitAttemptsUnderEach(
  c: Context,
  db: Database,
  limits: ReadonlyArray<readonly [RateLimitRule, string]>,
  now: Date,
): Promise<CountedAttempt> {
  const counted: CountedAttempt[] = [];
  try {
    for (const [rule, key] of limits) counted.push(await limitAttempts(c, db, rule, key, now));
  } catch (error) {
    await Promise.all(counted.map((attempt) => attempt.refund()));
    throw error;
  }
  return { refund: async () => void (await Promise.all(counted.map((attempt) => attempt.refund()))) };
}

/**
 * A middleware after requireMember: counts the request under `scope` for the signed-in member against `rule`
 * (shared by every instance); over it, 429 with Retry-After. For reads that are heavy for the database.
 */
export function limitPerMember(db: Database, rule: RateLimitRule, scope: string, now: () => Date): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    await limitAttempts(c, db, rule, `${scope}:member:${c.get('memberId')}`, now());
    await next();
  };
}
