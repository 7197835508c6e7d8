import { asc, eq } from 'drizzle-orm';

import type { Bank } from '../../contract/payout';
import { banks } from './schema';
import type { Database } from './types';

export function listBanks(db: Database): Promise<Bank[]> {
  return db
    .select({ code: banks.code, name: banks.name, shortName: banks.shortName, bin: banks.bin })
    .from(banks)
    .orderBy(asc(banks.sortOrder), asc(banks.code));
}

export async function bankExists(db: Database, code: string): Promise<boolean> {
  return (await db.select({ id: banks.id }).from(banks).where(eq(banks.code, code))).length > 0;
}
