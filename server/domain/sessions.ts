import type { MemberSession } from '../../contract/sessions';
import { describeDevice } from './user-agent';

export function toSessionEntry(
  row: { id: string; ip: string | null; userAgent: string | null; createdAt: Date; lastActiveAt: Date },
  currentSessionId: string,
): MemberSession {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
