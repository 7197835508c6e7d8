import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import Stack from '@/components/ui/Stack';
import type { MiningDayStatus, OpsMiningDays, OpsMiningPayment } from '@/contract/ops-mining';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useMiningDays, usePayMissedDays } from '@/hooks/ops/useOpsMining';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const STATUS_TEXTS: Record<MiningDayStatus, 'Paid' | 'Missed' | 'Not yet run' | 'Failed' | 'Running' | 'Nothing due'> = {
  PAID: 'Paid',
  MISSED: 'Missed',
  PENDING: 'Not yet run',
  FAILED: 'Failed',
  RUNNING: 'Running',
  NOTHING_DUE: 'Nothing due',
};

const Missed = styled.strong`
  color: ${({ theme }) => theme.colors.failure};
`;

function PaymentResult({ payment }: { payment: OpsMiningPayment }) {
  const { t } = useTranslation();
  return (
    <Notice role="status" $tone="info">
      {payment.paid.length === 0 && payment.alreadyRunning.length === 0 && t('No missed day was left to pay.')}
      {payment.paid.length > 0 &&
        t('Paid %days%: %count% contracts credited.', {
          days: payment.paid.map((day) => day.date).join(', '),
          count: payment.paid.reduce((sum, day) => sum + day.credited, 0),
        })}
      {payment.alreadyRunning.length > 0 && ` ${t('Already being paid by another run: %days%.', { days: payment.alreadyRunning.join(', ') })}`}
    </Notice>
  );
}

function DaysTable({ data }: { data: OpsMiningDays }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const rows = data.days.map((day) => ({
    id: day.date,
    date: day.date,
    status: day.status === 'MISSED' || day.status === 'FAILED' ? <Missed>{t(STATUS_TEXTS[day.status])}</Missed> : t(STATUS_TEXTS[day.status]),
    contracts: format.number(day.contracts),
    amount: format.amount(day.amount, 'EC'),
    finishedAt: formatDateTime(day.finishedAt),
  }));
  return (
    <ResponsiveTable
      caption={t('Mining accrual by day, newest first')}
      columns={[
        { key: 'date', label: t('Day') },
        { key: 'status', label: t('Status') },
        { key: 'contracts', label: t('Contracts credited'), numeric: true },
        { key: 'amount', label: t('Amount'), numeric: true },
        { key: 'finishedAt', label: t('Finished') },
      ]}
      rows={rows}
    />
  );
}

/** /ops/mining (finance): each day's accrual, paid or missed, and the button that pays the missed days. */
export default function OpsMiningView() {
  const { t } = useTranslation();
  const days = useMiningDays();
  const pay = usePayMissedDays();
  const { errorMessage } = useServerErrors();
  return (
    <PageFrame title="Mining accrual" intro="The server pays each day's mining rewards within two hours after the day is over (UTC); until then the day is not yet run. A missed day can be paid here; each contract is credited once per day.">
      <QueryState query={days} errorText="The mining days could not be loaded.">
        {(data) => (
          <Stack>
            <p>{t('%count% payable days from %from% to %to%.', { count: data.payable, from: data.from, to: data.to })}</p>
            <div>
              <Button type="button" disabled={pay.isPending || data.payable === 0} onClick={() => pay.mutate()}>
                {pay.isPending ? t('Paying…') : t('Pay missed days')}
              </Button>
            </div>
            {pay.isSuccess && <PaymentResult payment={pay.data} />}
            {pay.isError && <Notice role="alert">{errorMessage(pay.error)}</Notice>}
            <DaysTable data={data} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
