import styled from 'styled-components';
import type { Product } from '@/contract/products';
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
  products: readonly Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** Packages, then mining units, each with "Add to cart". */
export default function CatalogueSection({ products, isLoading, isError }: CatalogueSectionProps) {
  const { t } = useTranslation();
  const blockedReason = usePackageRule(products ?? []);

  if (isLoading) return <Subtle role="status">{t('Loading…')}</Subtle>;
  if (isError || !products) return <Subtle role="alert">{t('The catalogue could not be loaded')}</Subtle>;
  const packages = products.filter((product) => product.kind === 'PACKAGE');
  const miningUnits = products.filter((product) => product.kind === 'MINING');
  const withCartControl = (product: Product) => <AddToCartControl product={product} blockedReason={blockedReason(product)} />;

  return (
    <Catalogue>
      <h2>{t('Membership packages')}</h2>
      {packages.length ? <ProductCards products={packages} renderAction={withCartControl} /> : <Subtle>{t('No products yet')}</Subtle>}
      <h2>{t('Mining units')}</h2>
      {miningUnits.length ? <ProductCards products={miningUnits} renderAction={withCartControl} /> : <Subtle>{t('No products yet')}</Subtle>}
    </Catalogue>
  );
}
