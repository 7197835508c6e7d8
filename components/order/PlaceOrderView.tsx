import PageFrame from '@/components/ui/PageFrame';
import { useMemberProducts } from '@/hooks/order/useMemberProducts';
import CartPanel from './CartPanel';
import { OrderLayout } from './cartStyles';
import CatalogueSection from './CatalogueSection';

/** /place-order: the catalogue with "Add to cart" and the cart with the choice of payment. */
export default function PlaceOrderView() {
  const products = useMemberProducts();
  return (
    <PageFrame title="Place Order" intro="Membership packages and mining units you can order.">
      <OrderLayout>
        <CatalogueSection products={products} />
        <CartPanel />
      </OrderLayout>
    </PageFrame>
  );
}
