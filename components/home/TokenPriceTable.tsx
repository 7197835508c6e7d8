import styled from 'styled-components';
import type { TokenPrice } from '@/contract/prices';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th, td {
    padding: 12px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child, td:first-child { text-align: left; }
  th { color: ${({ theme }) => theme.colors.textSubtle}; font-weight: 600; font-size: 14px; }
  td:first-child { font-weight: 700; }
`;

export default function TokenPriceTable({ prices }: { prices: readonly TokenPrice[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t('Token')}</th>
          <th scope="col">{t('Price')}</th>
          <th scope="col">{t('Buy price')}</th>
        </tr>
      </thead>
      <tbody>
        {prices.map((token) => (
          <tr key={token.code} data-testid={`price-${token.code}`}>
            <td>{token.code}</td>
            <td>{format.amount(token.price, CURRENCY_SYMBOL)}</td>
            <td>{format.amount(token.buyPrice, CURRENCY_SYMBOL)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
