import { useState } from 'react';
import toast from '@/hooks/ui/toast';
import styled from 'styled-components';
import type { Product } from '@/contract/products';
import Button from '@/components/ui/Button';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { selectCartQuantityOf } from '@/state/cart/selectors';
import { addToCart } from '@/state/cart/slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { Subtle } from './cartStyles';
import QuantityField from './QuantityField';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-top: auto;

  button { flex: 1 1 120px; }
`;

const AddButton = styled(Button).attrs({ type: 'button' })``;

interface AddToCartControlProps {
  product: Product;
  /** Why the product cannot be ordered (a package not above the member's). */
  blockedReason?: string;
}

/** "Add to cart", with a quantity for a mining unit; a package goes in once (it replaces another package). */
export default function AddToCartControl({ product, blockedReason }: AddToCartControlProps) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCartQuantityOf(product._id));
  const [quantity, setQuantity] = useState(1);
  const isPackage = product.kind === 'PACKAGE';
  const name = localized(product.name);

  const add = () => {
    dispatch(addToCart({ product, quantity }));
    toast.success(t('%name% added to the cart', { name }));
  };

  if (blockedReason) return <Subtle>{blockedReason}</Subtle>;
  return (
    <Row>
      {!isPackage && <QuantityField label={t('Quantity')} value={quantity} onChange={setQuantity} />}
      <AddButton onClick={add} disabled={isPackage && inCart > 0}>
        {isPackage && inCart > 0 ? t('In the cart') : t('Add to cart')}
      </AddButton>
      {!isPackage && inCart > 0 && <Subtle>{t('In the cart: %count%', { count: String(inCart) })}</Subtle>}
    </Row>
  );
}
