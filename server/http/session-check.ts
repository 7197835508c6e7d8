import { findSessionState, touchSession } from '../db/sessions';
import type { Database } from '../db/types';

/**
 * Whether an access token's session is still live. A live answer is kept for `LIVE_FOR_MS`, so a session
 * ended on another instance is refused there within that time; one ended here is forgotten at once.
 */
export interface SessionCheck {
  isLive(userId: string, sessionId: string): Promise<boolean>;
  forget(sessionIds: readonly string[]): void;
}

export const LIVE_FOR_MS = 5_000;
/** "Last active" is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
/** Bounds the memory of the live answers (each is a few dozen bytes). */
const MAX_REMEMBERED = 50_000;

export function createSessionCheck(db: Database, now: () => Date): SessionCheck {
  const liveUntil = new Map<string, number>();
  return {
    async isLive(userId, sessionId) {
      const at = now();
      const key = `${userId}:${sessionId}`;
      if ((liveUntil.get(key) ?? 0) > at.getTime()) return true;
      const state = await findSessionState(db, userId, sessionId, at);
      if (!state?.live) {
        liveUntil.delete(key);
        return false;
      }
      if (liveUntil.size >= MAX_REMEMBERED) liveUntil.clear();
      liveUntil.set(key, at.getTime() + LIVE_FOR_MS);
      if (at.getTime() - state.lastActiveAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, sessionId, at);
      return true;
    },
    forget(sessionIds) {
      const ended = new Set(sessionIds);
      for (const key of liveUntil.keys()) if (ended.has(key.slice(key.indexOf(':') + 1))) liveUntil.delete(key);
    },
  };
}
