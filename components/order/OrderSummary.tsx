import { useId } from 'react';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useCart } from '@/hooks/order/useCart';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { BigNumber } from '@/config/bignumber';
import { CartList, CartRow, Section } from './cartStyles';
import CartTotals from './CartTotals';

/** What is about to be ordered (read-only), with a link back to change the cart. */
export default function OrderSummary() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const { lines, totals } = useCart();
  const headingId = useId();

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Order summary')}</h2>
      <CartList>
        {lines.map(({ product, quantity }) => (
          <CartRow key={product._id}>
            <p>{t('%name% × %count%', { name: localized(product.name), count: String(quantity) })}</p>
            <strong>{format.amount(new BigNumber(product.price).times(quantity), CURRENCY_SYMBOL)}</strong>
          </CartRow>
        ))}
      </CartList>
      <CartTotals total={totals.total} pointTotal={totals.pointTotal} />
      <p>
        <TextLink href={ROUTES.placeOrder}>{t('Change the cart')}</TextLink>
      </p>
    </Section>
  );
}
