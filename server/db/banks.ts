import { asc, eq } from 'drizzle-orm';

import { banks } from './schema';
import type { Database } from './types';

export interface BankEntry {
  code: string;
  name: string;
  shortName: string;
  bin: string;
}

export function listBanks(db: Database): Promise<BankEntry[]> {
  return db
    .select({ code: banks.code, name: banks.name, shortName: banks.shortName, bin: banks.bin })
    .from(banks)
    .orderBy(asc(banks.sortOrder), asc(banks.code));
}

export async function bankExists(db: Database, code: string): Promise<boolean> {
  return (await db.select({ id: banks.id }).from(banks).where(eq(banks.code, code))).length > 0;
}
