import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import IncomeGate from '@/components/transactions/IncomeGate';
import { monthOf } from '@/hooks/statement/ranges';
import { useStatement, useStatementMonth } from '@/hooks/statement/useStatement';
import StatementDocument from './StatementDocument';
import StatementPrintStyle from './printStyle';
import StatementToolbar from './StatementToolbar';

function MonthlyStatement() {
  const { month, setMonth, isReady } = useStatementMonth(monthOf(new Date()));
  const statement = useStatement(month, isReady);
  const range = statement.data && statement.data.month === month ? { from: statement.data.from, to: statement.data.to } : null;
  return (
    <Stack>
      <StatementPrintStyle />
      <StatementToolbar month={month} onMonth={setMonth} range={range} />
      <QueryState query={statement} errorText="The statement could not be loaded.">
        {(data) => <StatementDocument statement={data} />}
      </QueryState>
    </Stack>
  );
}

/** /statement: a month's statement to print or save as PDF, and its CSV files (once display-income allows it). */
export default function StatementView() {
  return (
    <PageFrame title="Statement" intro="Your month on one page: balances, movements by type, bonus and orders.">
      <IncomeGate>
        <MonthlyStatement />
      </IncomeGate>
    </PageFrame>
  );
}
