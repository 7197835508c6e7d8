import { z } from 'zod';

import { PRODUCT_KINDS } from '../db/schema';
import type { ProductKind } from '../db/schema';
import { toDecimalString } from './money';

export const productKindSchema = z.enum(PRODUCT_KINDS, { error: 'PRODUCT_KIND_INVALID' });

export interface ProductRecord {
  id: string;
  code: string;
  kind: ProductKind;
  nameVi: string;
  nameEn: string;
  descriptionVi: string;
  descriptionEn: string;
  price: string;
  pointPrice: string;
  power: string;
  bonusLevels: number;
  dailyReward: string;
  contractDays: number;
  image: string | null;
}

/** A catalogue entry: amounts as decimal strings (price in USDT, power in TiB), texts per language. */
export interface ProductEntry {
  _id: string;
  code: string;
  name: { vi: string; en: string };
  kind: ProductKind;
  price: string;
  pointPrice: string;
  power: string;
  /** PACKAGE: sponsor levels its owner earns bonus from. */
  bonusLevels: number;
  /** MINING: EC per day of an active contract. */
  dailyReward: string;
  /** MINING: days a contract earns. */
  contractDays: number;
  image: string | null;
  description: { vi: string; en: string };
}

export function toProductEntry(product: ProductRecord): ProductEntry {
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
