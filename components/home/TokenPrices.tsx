import styled from 'styled-components';
import { useTokenPrices } from '@/hooks/useTokenPrices';
import { useTranslation } from '@/hooks/useTranslation';
import TokenPriceTable from './TokenPriceTable';

const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 8px 20px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export default function TokenPrices() {
  const { t } = useTranslation();
  const { prices, isLoading, isError } = useTokenPrices();
  if (prices.length > 0) {
    return (
      <Card>
        <TokenPriceTable prices={prices} />
      </Card>
    );
  }
  if (isLoading) return <Note>{t('Loading…')}</Note>;
  return <Note>{isError ? t('Prices could not be loaded') : t('No prices yet')}</Note>;
}
