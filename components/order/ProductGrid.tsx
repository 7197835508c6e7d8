import styled from 'styled-components';
import { formatAmount, formatNumber } from '@/config/format';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useLocalizedText, useProducts } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import type { ProductKind } from '@/services/product';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 { margin: 0; font-size: 18px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
  strong { font-size: 20px; color: ${({ theme }) => theme.colors.primaryDark}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The catalogue of one kind with prices in USDT and points, and the power of mining units. */
export default function ProductGrid({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const { data: products = [], isLoading, isError } = useProducts(kind);

  if (isLoading) return <Note>{t('Loading…')}</Note>;
  if (isError) return <Note>{t('The catalogue could not be loaded')}</Note>;
  if (products.length === 0) return <Note>{t('No products yet')}</Note>;
  return (
    <Grid>
      {products.map((product) => (
        <Item key={product._id} data-testid={`product-${product.code}`}>
          <h3>{localized(product.name)}</h3>
          <p>{localized(product.description)}</p>
          {kind === 'MINING' && <p>{t('Power: %value% TiB', { value: formatNumber(product.power) })}</p>}
          <strong>{formatAmount(product.price, CURRENCY_SYMBOL)}</strong>
          <p>{t('or %value% points', { value: formatNumber(product.pointPrice) })}</p>
        </Item>
      ))}
    </Grid>
  );
}
