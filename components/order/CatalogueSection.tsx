import styled from 'styled-components';
import type { Product } from '@/contract/products';
import QueryState, { type QueryStatus } from '@/components/ui/QueryState';
import { useTranslation } from '@/hooks/useTranslation';
import { usePackageRule } from '@/hooks/order/usePackageRule';
import AddToCartControl from './AddToCartControl';
import { Subtle } from './cartStyles';
import ProductCards from './ProductCards';

const Catalogue = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;

  h2 { margin: 8px 0 0; font-size: 20px; }
  h2:first-child { margin-top: 0; }
`;

interface CatalogueSectionProps {
  products: QueryStatus<readonly Product[]>;
}

/** Packages, then mining units, each with "Add to cart". */
export default function CatalogueSection({ products }: CatalogueSectionProps) {
  const { t } = useTranslation();
  const blockedReason = usePackageRule(products.data ?? []);

  const withCartControl = (product: Product) => <AddToCartControl product={product} blockedReason={blockedReason(product)} />;

  const catalogue = (list: readonly Product[]) => {
    const packages = list.filter((product) => product.kind === 'PACKAGE');
    const miningUnits = list.filter((product) => product.kind === 'MINING');
    return (
      <Catalogue>
        <h2>{t('Membership packages')}</h2>
        {packages.length ? <ProductCards products={packages} renderAction={withCartControl} /> : <Subtle>{t('No products yet')}</Subtle>}
        <h2>{t('Mining units')}</h2>
        {miningUnits.length ? <ProductCards products={miningUnits} renderAction={withCartControl} /> : <Subtle>{t('No products yet')}</Subtle>}
      </Catalogue>
    );
  };

  return (
    <QueryState query={products} errorText="The catalogue could not be loaded">
      {catalogue}
    </QueryState>
  );
}
