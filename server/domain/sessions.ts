import { describeDevice } from './user-agent';

export interface SessionEntry {
  id: string;
  /** "Chrome on Linux" (from the user agent when it signed in). */
  device: string;
  ip: string | null;
  signedInAt: string;
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export function toSessionEntry(
  row: { id: string; ip: string | null; userAgent: string | null; createdAt: Date; lastActiveAt: Date },
  currentSessionId: string,
): SessionEntry {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
