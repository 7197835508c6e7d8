import styled from 'styled-components';
import Card from '@/components/ui/Card';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import type { AmountsBySymbol, OpsFinanceFigures, OpsOverview, OpsSupportFigures } from '@/contract/ops-overview';
import type { NumberFormat } from '@/config/format';
import { useOpsOverview } from '@/hooks/ops/useOpsOverview';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
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

const amountsText = (amounts: AmountsBySymbol, format: NumberFormat) =>
  Object.entries(amounts)
    .map(([symbol, amount]) => format.amount(amount, symbol))
    .join(', ');

function SupportFigures({ figures }: { figures: OpsSupportFigures }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <>
      <Figure>
        <h2>{t('KYC to review')}</h2>
        <Value>{format.number(figures.kycToReview)}</Value>
      </Figure>
      <Figure>
        <h2>{t('Tickets to answer')}</h2>
        <Value>{format.number(figures.ticketsToAnswer)}</Value>
      </Figure>
    </>
  );
}

function FinanceFigures({ figures }: { figures: OpsFinanceFigures }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { orders, withdrawals } = figures;
  return (
    <>
      <Figure>
        <h2>{t('Orders')}</h2>
        <Value>{format.number(orders.placed)}</Value>
        <p>{t('%count% paid, %volume% USDT', { count: orders.completed, volume: format.number(orders.volumeUsdt) })}</p>
      </Figure>
      <Figure>
        <h2>{t('Withdrawals requested')}</h2>
        <Value>{format.number(withdrawals.requested)}</Value>
        {withdrawals.requested > 0 && <p>{amountsText(withdrawals.requestedAmounts, format)}</p>}
      </Figure>
      <Figure>
        <h2>{t('Withdrawals paid')}</h2>
        <Value>{format.number(withdrawals.paid)}</Value>
        {withdrawals.paid > 0 && <p>{amountsText(withdrawals.paidAmounts, format)}</p>}
      </Figure>
      <Figure>
        <h2>{t('Withdrawals to decide')}</h2>
        <Value>{format.number(figures.withdrawalsToDecide)}</Value>
      </Figure>
      <Figure>
        <h2>{t('Bank orders awaiting payment')}</h2>
        <Value>{format.number(figures.bankOrdersAwaiting)}</Value>
      </Figure>
    </>
  );
}

/** The figures the server gave this operator's role: support's work, the money, or both (admin). */
function OverviewFigures({ overview }: { overview: OpsOverview }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <>
      <p>{t('Figures of %date% (UTC).', { date: overview.date })}</p>
      <Figures>
        <Figure>
          <h2>{t('New members')}</h2>
          <Value>{format.number(overview.newMembers)}</Value>
        </Figure>
        {overview.support && <SupportFigures figures={overview.support} />}
        {overview.finance && <FinanceFigures figures={overview.finance} />}
      </Figures>
    </>
  );
}

/** The console home: today's figures and what waits in the queues, as far as the operator's role works them. */
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
