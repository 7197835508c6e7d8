import type { ProductKind } from '@/contract/enums';
import QueryState from '@/components/ui/QueryState';
import { useProducts } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { Subtle } from './cartStyles';
import ProductCards, { ProductCardsLoading } from './ProductCards';

/** The public catalogue of one kind (visitors too), prices in USDT and points. */
export default function ProductGrid({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const products = useProducts(kind);

  return (
    <QueryState
      query={products}
      errorText="The catalogue could not be loaded"
      loading={<ProductCardsLoading />}
      isEmpty={(list) => list.length === 0}
      empty={<Subtle>{t('No products yet')}</Subtle>}
    >
      {(list) => <ProductCards products={list} />}
    </QueryState>
  );
}
