import { BigNumber } from '@/config/bignumber';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { removeFromCart, setCartQuantity, type CartLine } from '@/state/cart/slice';
import { useAppDispatch } from '@/state/hooks';
import { CartRow, LinkButton, Subtle } from './cartStyles';
import QuantityField from './QuantityField';

/** One cart line: name, quantity (mining units only; a package is always 1), line total, remove. */
export default function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const dispatch = useAppDispatch();
  const { product, quantity } = line;
  const name = localized(product.name);
  const lineTotal = new BigNumber(product.price).times(quantity);

  return (
    <CartRow data-testid={`cart-line-${product.code}`}>
      <div>
        <p>
          <strong>{name}</strong>
        </p>
        <Subtle>
          {product.kind === 'PACKAGE' ? t('Membership package') : t('%count% × %price%', { count: String(quantity), price: format.amount(product.price, CURRENCY_SYMBOL) })}
        </Subtle>
      </div>
      <strong>{format.amount(lineTotal, CURRENCY_SYMBOL)}</strong>
      {product.kind === 'MINING' ? (
        <QuantityField
          label={t('Quantity of %name%', { name })}
          value={quantity}
          onChange={(next) => dispatch(setCartQuantity({ productId: product._id, quantity: next }))}
        />
      ) : (
        <span />
      )}
      <LinkButton aria-label={t('Remove %name%', { name })} onClick={() => dispatch(removeFromCart(product._id))}>
        {t('Remove')}
      </LinkButton>
    </CartRow>
  );
}
