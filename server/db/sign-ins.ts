import { signIns } from './schema';
import type { Database } from './types';

export interface SignInRecord {
  userId: string;
  ip: string | null;
  userAgent: string | null;
  withSecondFactor: boolean;
}

export async function recordSignIn(db: Database, signIn: SignInRecord): Promise<void> {
  await db.insert(signIns).values(signIn);
}
