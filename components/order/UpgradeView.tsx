import PageFrame from '@/components/app/PageFrame';
import ProductGrid from './ProductGrid';

export default function UpgradeView() {
  return (
    <PageFrame title="Upgrade Package" intro="Membership packages you can move up to.">
      <ProductGrid kind="PACKAGE" />
    </PageFrame>
  );
}
