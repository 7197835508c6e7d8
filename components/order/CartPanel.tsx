import { useId } from 'react';
import { useCart } from '@/hooks/order/useCart';
import { useTranslation } from '@/hooks/useTranslation';
import { clearCart } from '@/state/cart/slice';
import { useAppDispatch } from '@/state/hooks';
import CartLineItem from './CartLineItem';
import { CartList, LinkButton, Section, Subtle } from './cartStyles';
import CartTotals from './CartTotals';
import PaymentChoice from './PaymentChoice';

/** The cart: its lines, totals, clear, and the choice of payment. */
export default function CartPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { lines, totals, isEmpty } = useCart();
  const headingId = useId();

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Cart')}</h2>
      {isEmpty ? (
        <Subtle>{t('Your cart is empty. Add a package or mining units.')}</Subtle>
      ) : (
        <>
          <CartList>
            {lines.map((line) => (
              <CartLineItem key={line.product._id} line={line} />
            ))}
          </CartList>
          <CartTotals total={totals.total} pointTotal={totals.pointTotal} />
          <LinkButton onClick={() => dispatch(clearCart())}>{t('Clear the cart')}</LinkButton>
          <h3>{t('Pay with')}</h3>
          <PaymentChoice />
        </>
      )}
    </Section>
  );
}
