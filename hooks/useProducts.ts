import { useQuery } from '@tanstack/react-query';
import type { LocalizedText } from '@/contract/common';
import type { ProductKind } from '@/contract/enums';
import { getPublicProducts } from '@/services/product';
import { useTranslation } from './useTranslation';

export function useProducts(kind: ProductKind) {
  return useQuery({ queryKey: ['products', kind], queryFn: () => getPublicProducts(kind), staleTime: 5 * 60_000 });
}

/** Picks the text of the current language (Vietnamese or English). */
export function useLocalizedText(): (text: LocalizedText) => string {
  const { currentLanguage } = useTranslation();
  return (text) => (currentLanguage.code === 'en' ? text.en : text.vi) || text.vi;
}
