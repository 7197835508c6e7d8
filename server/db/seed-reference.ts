import { readFileSync } from 'node:fs';
import path from 'node:path';
import { banks, products, settings, tokens } from './schema';
import { seedProducts } from './seed-data/products';
import { seedSettings } from './seed-data/settings';
import { seedTokens } from './seed-data/tokens';
import type { Database } from './types';

interface BankLine {
  code: string;
  name: string;
  shortName: string;
  bin: string;
}

export function readSeedBanks(): BankLine[] {
  const file = path.join(process.cwd(), 'server/db/seed-data/vn-banks.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BankLine);
}

/** Inserts the rows when the table is empty (an operator who removed some keeps the rest as they are). */
async function seedTableIfEmpty(tx: Database, table: typeof settings | typeof tokens | typeof banks, rows: () => Record<string, unknown>[]) {
  const existing = await tx.select({ id: table.id }).from(table).limit(1);
  if (existing.length > 0) return false;
  await tx.insert(table).values(rows() as never);
  return true;
}

/**
 * The reference data every deployment needs, each table when empty: the settings, the tokens, the banks list and
 * the product catalogue. No account of any kind. Returns whether it seeded anything.
 */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const made = [
      (await seedTableIfEmpty(tx, settings, () => [...seedSettings])) ? 'settings' : null,
      (await seedTableIfEmpty(tx, tokens, () => seedTokens.map((token, index) => ({ ...token, sortOrder: index })))) ? 'tokens' : null,
      (await seedTableIfEmpty(tx, banks, () => readSeedBanks().map((bank, index) => ({ ...bank, sortOrder: index })))) ? 'banks' : null,
    ];
    return made.filter((name): name is string => name !== null);
  });
  if (seeded.length > 0) console.info(`[db] Seeded the reference data: ${seeded.join(', ')}`);
  const products = await seedProductsIfEmpty(db);
  return seeded.length > 0 || products;
}

/**
 * Seeds the product catalogue when the products table is empty. Separate from the demo world, so that a
 * database seeded before products existed gets them on its next start. Returns whether it seeded.
 */
export async function seedProductsIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.select({ id: products.id }).from(products).limit(1);
  if (existing.length > 0) return false;
  await db
    .insert(products)
    .values(seedProducts.map((product, index) => ({ ...product, sortOrder: index })))
    .onConflictDoNothing({ target: products.code });
  console.info(`[db] Seeded the product catalogue: ${seedProducts.map((p) => p.code).join(', ')}`);
  return true;
}
