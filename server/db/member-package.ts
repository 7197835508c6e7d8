import { eq } from 'drizzle-orm';

import { productRecordColumns } from './products';
import type { ProductRecord } from './products';
import { products, users } from './schema';
import type { Database } from './types';

/** The member's package (a PACKAGE product), or null; `lock` holds the member's row for the transaction. */
export async function findMemberPackage(db: Database, userId: string, options: { lock?: boolean } = {}): Promise<ProductRecord | null> {
  const query = db
    .select({ packageId: users.packageId })
    .from(users)
    .where(eq(users.id, userId));
  const [member] = options.lock ? await query.for('update') : await query;
  if (!member?.packageId) return null;
  const [product] = await db.select(productRecordColumns).from(products).where(eq(products.id, member.packageId));
  return product ?? null;
}

/** Sets the member's package (the caller has checked, on the locked member row, that it is higher). */
export async function setMemberPackage(tx: Database, userId: string, packageId: string): Promise<void> {
  await tx.update(users).set({ packageId }).where(eq(users.id, userId));
}
