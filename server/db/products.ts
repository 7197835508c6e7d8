import { and, asc, eq, inArray } from 'drizzle-orm';

import type { ProductKind } from '../../contract/enums';
import type { ProductRecord } from '../domain/products';
import { products } from './schema';
import type { Database } from './types';

export const productRecordColumns = {
  id: products.id,
  code: products.code,
  kind: products.kind,
  nameVi: products.nameVi,
  nameEn: products.nameEn,
  descriptionVi: products.descriptionVi,
  descriptionEn: products.descriptionEn,
  price: products.price,
  pointPrice: products.pointPrice,
  power: products.power,
  bonusLevels: products.bonusLevels,
  dailyReward: products.dailyReward,
  contractDays: products.contractDays,
  image: products.image,
};

export type { ProductRecord };

/** Active products, of one kind when given, in catalogue order. */
export function listActiveProducts(db: Database, kind: ProductKind | undefined): Promise<ProductRecord[]> {
  return db
    .select(productRecordColumns)
    .from(products)
    .where(and(eq(products.active, true), kind ? eq(products.kind, kind) : undefined))
    .orderBy(asc(products.kind), asc(products.sortOrder), asc(products.code));
}

/** The active products among `ids` (unknown or inactive ones are left out). */
export function findActiveProducts(db: Database, ids: readonly string[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(productRecordColumns)
    .from(products)
    .where(and(eq(products.active, true), inArray(products.id, [...ids])));
}

export async function findProduct(db: Database, id: string): Promise<ProductRecord | null> {
  const [row] = await db.select(productRecordColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

/** The active PACKAGE product of `id`, or null. */
export async function findActivePackage(db: Database, id: string): Promise<ProductRecord | null> {
  const [product] = await db
    .select(productRecordColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true), eq(products.kind, 'PACKAGE')));
  return product ?? null;
}
