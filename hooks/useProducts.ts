import { useQuery } from '@tanstack/react-query';
import type { ProductKind } from '@/contract/enums';
import { getPublicProducts } from '@/services/product';

export function useProducts(kind: ProductKind) {
  return useQuery({ queryKey: ['products', kind], queryFn: () => getPublicProducts(kind), staleTime: 5 * 60_000 });
}

export { useLocalizedText } from './useLocalizedText';
