/** A console session ends after this long without a request (the 30 minutes). */
export const OPERATOR_IDLE_MINUTES = 30;
/** …and at the latest this long after its sign-in, however busy. */
export const OPERATOR_SESSION_MAX_HOURS = 12;

export const OPERATOR_SESSION_COOKIE = 'opsSession';

/** The header the console's own scripts send with every call: a cookie-authenticated change without it is refused. */
export const OPS_CONSOLE_HEADER = 'x-ops-console';

const MINUTE_MS = 60_000;

/** Sessions used before this are idle (ended). */
export const idleSince = (now: Date) => new Date(now.getTime() - OPERATOR_IDLE_MINUTES * MINUTE_MS);

/** Sessions signed in before this are too old. */
export const signedInSince = (now: Date) => new Date(now.getTime() - OPERATOR_SESSION_MAX_HOURS * 60 * MINUTE_MS);
