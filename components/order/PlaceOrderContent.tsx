import type { Product } from '@/contract/products';
import type { QueryStatus } from '@/components/ui/QueryState';
import CartPanel from './CartPanel';
import { OrderLayout } from './cartStyles';
import CatalogueSection from './CatalogueSection';

/** The catalogue with "Add to cart" and the cart: their amounts (bignumber.js) in a chunk of their own. */
export default function PlaceOrderContent({ products }: { products: QueryStatus<readonly Product[]> }) {
  return (
    <OrderLayout>
      <CatalogueSection products={products} />
      <CartPanel />
    </OrderLayout>
  );
}
