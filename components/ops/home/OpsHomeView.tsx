import styled from 'styled-components';
import Card from '@/components/ui/Card';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import { formatAmount, formatNumber } from '@/config/format';
import type { AmountsBySymbol, OpsOverview } from '@/contract/ops-overview';
import { useOpsOverview } from '@/hooks/ops/useOpsOverview';
import { useTranslation } from '@/hooks/useTranslation';

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
`;

const Figure = styled(Card)`
  h2 { margin: 0 0 8px; font-size: 15px; font-weight: 600; color: ${({ theme }) => theme.colors.textSubtle}; }
  p { margin: 0; }
`;

const Value = styled.p`
  font-size: 28px;
  font-weight: 700;
`;

const amountsText = (amounts: AmountsBySymbol) =>
  Object.entries(amounts)
    .map(([symbol, amount]) => formatAmount(amount, symbol))
    .join(', ');

function OverviewFigures({ overview }: { overview: OpsOverview }) {
  const { t } = useTranslation();
  const { orders, withdrawals, queues } = overview;
  return (
    <>
      <p>{t('Figures of %date% (UTC).', { date: overview.date })}</p>
      <Figures>
        <Figure>
          <h2>{t('New members')}</h2>
          <Value>{formatNumber(overview.newMembers)}</Value>
        </Figure>
        <Figure>
          <h2>{t('Orders')}</h2>
          <Value>{formatNumber(orders.placed)}</Value>
          <p>{t('%count% paid, %volume% USDT', { count: orders.completed, volume: formatNumber(orders.volumeUsdt) })}</p>
        </Figure>
        <Figure>
          <h2>{t('Withdrawals requested')}</h2>
          <Value>{formatNumber(withdrawals.requested)}</Value>
          {withdrawals.requested > 0 && <p>{amountsText(withdrawals.requestedAmounts)}</p>}
        </Figure>
        <Figure>
          <h2>{t('Withdrawals paid')}</h2>
          <Value>{formatNumber(withdrawals.paid)}</Value>
          {withdrawals.paid > 0 && <p>{amountsText(withdrawals.paidAmounts)}</p>}
        </Figure>
        <Figure>
          <h2>{t('KYC to review')}</h2>
          <Value>{formatNumber(queues.kyc)}</Value>
        </Figure>
        <Figure>
          <h2>{t('Withdrawals to decide')}</h2>
          <Value>{formatNumber(queues.withdrawals)}</Value>
        </Figure>
        <Figure>
          <h2>{t('Bank orders awaiting payment')}</h2>
          <Value>{formatNumber(queues.bankOrders)}</Value>
        </Figure>
      </Figures>
    </>
  );
}

/** The console home: today's figures and what waits in the queues. */
export default function OpsHomeView() {
  const overview = useOpsOverview();
  return (
    <PageFrame title="Console" intro="Today's figures and the work waiting in the queues.">
      <QueryState query={overview} errorText="The figures could not be loaded.">
        {(data) => <OverviewFigures overview={data} />}
      </QueryState>
    </PageFrame>
  );
}
