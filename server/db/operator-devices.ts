import { and, eq, gte, lt, sql } from 'drizzle-orm';

import { operatorDevices } from './schema';
import type { Database } from './types';

/** Whether the operator completed a console sign-in from the device (its hashed id) since `since`. */
export async function isKnownOperatorDevice(db: Database, operatorId: string, deviceHash: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ operatorId: operatorDevices.operatorId })
    .from(operatorDevices)
    .where(
      and(
        eq(operatorDevices.operatorId, operatorId),
        eq(operatorDevices.deviceHash, deviceHash),
        gte(operatorDevices.lastSignInAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers a console sign-in from the device at `at` (or renews it), and forgets the operator's devices unused since `since`. */
export async function rememberOperatorDevice(db: Database, operatorId: string, deviceHash: string, at: Date, since: Date): Promise<void> {
  await db
    .insert(operatorDevices)
    .values({ operatorId, deviceHash, createdAt: at, lastSignInAt: at })
    .onConflictDoUpdate({
      target: [operatorDevices.operatorId, operatorDevices.deviceHash],
      set: { lastSignInAt: sql`excluded.last_sign_in_at` },
    });
  await db
    .delete(operatorDevices)
    .where(and(eq(operatorDevices.operatorId, operatorId), lt(operatorDevices.lastSignInAt, since)));
}
