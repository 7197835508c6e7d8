import PageFrame from '@/components/ui/PageFrame';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useMemberProducts } from '@/hooks/order/useMemberProducts';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The catalogue and the cart are rendered on the server; the browser keeps that HTML until their chunk is there. */
const PlaceOrderContent = keptServerHtml(
  () => import('./PlaceOrderContent'),
  typeof window === 'undefined' ? require('./PlaceOrderContent') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /place-order: the catalogue with "Add to cart" and the cart with the choice of payment. */
export default function PlaceOrderView() {
  const products = useMemberProducts();
  return (
    <PageFrame title="Place Order" intro="Membership packages and mining units you can order.">
      <PlaceOrderContent products={products} />
    </PageFrame>
  );
}
