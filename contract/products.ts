import type { LocalizedText } from './common';
import type { ProductKind } from './enums';

/** A catalogue entry: amounts as decimal strings, texts per language. */
export interface Product {
  _id: string;
  code: string;
  kind: ProductKind;
  name: LocalizedText;
  description: LocalizedText;
  /** USDT. */
  price: string;
  /** Points (EV). */
  pointPrice: string;
  /** TiB; '0' for packages. */
  power: string;
  /** PACKAGE: how many sponsor levels its owner earns bonus from. */
  bonusLevels: number;
  /** MINING: EC per day of an active contract. */
  dailyReward: string;
  /** MINING: days a contract earns. */
  contractDays: number;
  image: string | null;
}
