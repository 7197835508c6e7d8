import PageFrame from '@/components/app/PageFrame';
import { useTranslation } from '@/hooks/useTranslation';
import ProductGrid from './ProductGrid';

export default function PlaceOrderView() {
  const { t } = useTranslation();
  return (
    <PageFrame title="Place Order" intro="Membership packages and mining units you can order.">
      <h2>{t('Membership packages')}</h2>
      <ProductGrid kind="PACKAGE" />
      <h2>{t('Mining units')}</h2>
      <ProductGrid kind="MINING" />
    </PageFrame>
  );
}
