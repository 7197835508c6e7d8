import { z } from 'zod';

import type { Product } from '../../contract/products';
import { PRODUCT_KINDS, type ProductKind } from '../../contract/enums';
import { toDecimalString } from './money';

export const productKindSchema = z.enum(PRODUCT_KINDS, { error: 'PRODUCT_KIND_INVALID' });

/** A product as the catalogue, the operations and the seed hold it (the wire's Product is made from it). */
export interface ProductRecord {
  id: string;
  code: string;
  kind: ProductKind;
  nameVi: string;
  nameEn: string;
  descriptionVi: string;
  descriptionEn: string;
  /** USDT. */
  price: string;
  /** Points (EV). */
  pointPrice: string;
  /** TiB of mining power; 0 for membership packages. */
  power: string;
  /** PACKAGE: sponsor levels its owner earns bonus from. */
  bonusLevels: number;
  /** MINING: EC per day of an active contract. */
  dailyReward: string;
  /** MINING: days a contract earns. */
  contractDays: number;
  image: string | null;
}

export function toProductEntry(product: ProductRecord): Product {
  return {
    _id: product.id,
    code: product.code,
    name: { vi: product.nameVi, en: product.nameEn },
    kind: product.kind,
    price: toDecimalString(product.price),
    pointPrice: toDecimalString(product.pointPrice),
    power: toDecimalString(product.power),
    bonusLevels: product.bonusLevels,
    dailyReward: toDecimalString(product.dailyReward),
    contractDays: product.contractDays,
    image: product.image,
    description: { vi: product.descriptionVi, en: product.descriptionEn },
  };
}
