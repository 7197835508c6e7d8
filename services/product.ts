import { http } from './http';

export type ProductKind = 'PACKAGE' | 'MINING';

export interface LocalizedText {
  vi: string;
  en: string;
}

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

/** The public catalogue (membership packages or mining units), also shown to visitors. */
export async function getPublicProducts(kind: ProductKind): Promise<Product[]> {
  const { data } = await http.get<Product[]>('public/product/list', { params: { kind } });
  return data;
}

/** The catalogue for a signed-in member. */
export async function getProducts(kind?: ProductKind): Promise<Product[]> {
  const { data } = await http.get<Product[]>('auth/product/list', { params: kind ? { kind } : undefined });
  return data;
}
