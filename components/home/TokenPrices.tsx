import styled from 'styled-components';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import { useTokenPrices } from '@/hooks/useTokenPrices';
import { useTranslation } from '@/hooks/useTranslation';
import TokenPriceTable from './TokenPriceTable';

const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 8px 20px;
`;

export default function TokenPrices() {
  const { t } = useTranslation();
  const { query } = useTokenPrices();
  return (
    <QueryState
      query={query}
      errorText="Prices could not be loaded"
      keepDataOnError
      isEmpty={(prices) => prices.length === 0}
      empty={<Note>{t('No prices yet')}</Note>}
    >
      {(prices) => (
        <Card>
          <TokenPriceTable prices={prices} />
        </Card>
      )}
    </QueryState>
  );
}
