import type { ProductKind } from '@/contract/enums';
import type { Product } from '@/contract/products';
import { http } from './http';

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
