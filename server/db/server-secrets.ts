import { eq } from 'drizzle-orm';

import { serverSecrets } from './schema';
import type { Database } from './types';

/** The secret stored under `name`; stores `candidate` first when there is none. Concurrent callers all get the winner. */
export async function loadOrStoreServerSecret(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}
