/** A signed-in device of the member (auth/client/sessions). */
export interface MemberSession {
  id: string;
  /** "Chrome on Linux" (from the user agent when it signed in). */
  device: string;
  ip: string | null;
  /** ISO date-times. */
  signedInAt: string;
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface SignedOutSessions {
  signedOut: number;
}

/** A recent sign-in (auth/client/sign-ins). */
export interface SignIn {
  /** ISO date-time. */
  time: string;
  ip: string | null;
  device: string;
}
