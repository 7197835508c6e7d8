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
  price: string;
  pointPrice: string;
  power: string;
  image: string | null;
}

/** The public catalogue (membership packages or mining units), also shown to visitors. */
export async function getPublicProducts(kind: ProductKind): Promise<Product[]> {
  const { data } = await http.get<Product[]>('public/product/list', { params: { kind } });
  return data;
}
