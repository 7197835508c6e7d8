import type { ProductKind } from '@/contract/enums';
import { useProducts } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { Subtle } from './cartStyles';
import ProductCards, { ProductCardsLoading } from './ProductCards';

/** The public catalogue of one kind (visitors too), prices in USDT and points. */
export default function ProductGrid({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const { data: products = [], isLoading, isError } = useProducts(kind);

  if (isLoading) return <ProductCardsLoading />;
  if (isError) return <Subtle>{t('The catalogue could not be loaded')}</Subtle>;
  if (products.length === 0) return <Subtle>{t('No products yet')}</Subtle>;
  return <ProductCards products={products} />;
}
