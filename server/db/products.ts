import { and, asc, eq } from 'drizzle-orm';

import type { ProductRecord } from '../domain/products';
import { products } from './schema';
import type { ProductKind } from './schema';
import type { Database } from './types';

/** Active products, of one kind when given, in catalogue order. */
export function listActiveProducts(db: Database, kind: ProductKind | undefined): Promise<ProductRecord[]> {
  return db
    .select({
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
      image: products.image,
    })
    .from(products)
    .where(and(eq(products.active, true), kind ? eq(products.kind, kind) : undefined))
    .orderBy(asc(products.kind), asc(products.sortOrder), asc(products.code));
}
