import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from '@/contract/products';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 { margin: 0; font-size: 18px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
  strong { font-size: 20px; color: ${({ theme }) => theme.colors.primaryDark}; }
`;

/** About the height of the smallest product card on a phone. */
const LoadingItem = styled(Item)`
  min-height: 160px;
  justify-content: center;
`;

/** One card-sized stand-in while the catalogue loads, so that the sections below keep their place. */
export function ProductCardsLoading() {
  const { t } = useTranslation();
  return (
    <Grid aria-busy="true">
      <LoadingItem>
        <p>{t('Loading…')}</p>
      </LoadingItem>
    </Grid>
  );
}

interface ProductCardsProps {
  products: readonly Product[];
  /** The control under each product (add to cart). */
  renderAction?(product: Product): ReactNode;
}

/** Products as cards: name, description, power and daily reward of mining units, price in USDT and in points. */
export default function ProductCards({ products, renderAction }: ProductCardsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  return (
    <Grid>
      {products.map((product) => (
        <Item key={product._id} data-testid={`product-${product.code}`}>
          <h3>{localized(product.name)}</h3>
          <p>{localized(product.description)}</p>
          {product.kind === 'MINING' && (
            <>
              <p>{t('Power: %value% TiB', { value: format.number(product.power) })}</p>
              <p>{t('%value% EC per day for %days% days', { value: format.number(product.dailyReward), days: String(product.contractDays) })}</p>
            </>
          )}
          <strong>{format.amount(product.price, CURRENCY_SYMBOL)}</strong>
          <p>{t('or %value% points', { value: format.number(product.pointPrice) })}</p>
          {renderAction?.(product)}
        </Item>
      ))}
    </Grid>
  );
}
