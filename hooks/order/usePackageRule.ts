import { useCallback } from 'react';
import type { Product } from '@/contract/products';
import { BigNumber } from '@/config/bignumber';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * The server's package rule ahead of time: a package must be priced above the member's current one.
 * Answers why a product cannot be ordered, or undefined.
 */
export function usePackageRule(catalogue: readonly Product[]): (product: Product) => string | undefined {
  const { t } = useTranslation();
  const { user } = useAuth();
  const currentId = user?.package?._id;
  const currentPrice = catalogue.find((product) => product._id === currentId)?.price;

  return useCallback(
    (product: Product) => {
      if (product.kind !== 'PACKAGE' || currentPrice === undefined) return undefined;
      if (new BigNumber(product.price).gt(currentPrice)) return undefined;
      return product._id === currentId ? t('Your current package') : t('You already have this package or a higher one');
    },
    [currentId, currentPrice, t],
  );
}
