import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import IncomeGate from '@/components/shared/IncomeGate';
import { keptServerHtml, useCodeReady } from '@/components/ui/keptServerHtml';
import { monthOf } from '@/hooks/statement/ranges';
import { useStatement, useStatementMonth } from '@/hooks/statement/useStatement';
import StatementPrintStyle from './printStyle';
import StatementToolbar from './StatementToolbar';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The month's document (wallets, bonus, orders): its code is fetched with the month's data, loading shows until both are there. */
const StatementDocument = keptServerHtml(
  () => import('./StatementDocument'),
  typeof window === 'undefined' ? require('./StatementDocument') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

function MonthlyStatement() {
  const { month, setMonth, isReady } = useStatementMonth(monthOf(new Date()));
  const statement = useStatement(month, isReady);
  const codeReady = useCodeReady(StatementDocument);
  // Loading until the document's code is there too; an error shows as soon as it comes.
  const query = codeReady || statement.isError ? statement : { data: undefined, isPending: true, isError: false, refetch: statement.refetch };
  const range = statement.data && statement.data.month === month ? { from: statement.data.from, to: statement.data.to } : null;
  return (
    <Stack>
      <StatementPrintStyle />
      <StatementToolbar month={month} onMonth={setMonth} range={range} />
      <QueryState query={query} errorText="The statement could not be loaded.">
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
