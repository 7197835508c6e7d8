import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import PageFrame from '@/components/ui/PageFrame';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { isReversedRange, useTransactionDateErrors } from '@/hooks/history/useTransactionDateErrors';
import { useTransactionFilters, useTransactionHistory } from '@/hooks/history/useTransactionHistory';
import { useTranslation } from '@/hooks/useTranslation';
import RangeCsvDownload from '@/components/shared/LazyRangeCsvDownload';
import { useState } from 'react';
import LazyBonusExplanationDialog from '@/components/bonus/explained/LazyBonusExplanationDialog';
import { keptServerHtml, useQueryWithCode } from '@/components/ui/keptServerHtml';
import IncomeGate from '@/components/shared/IncomeGate';
import TransactionFilters from './TransactionFilters';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The rows (table, phone cards, their labels) come with the transactions: their code is not in the page's first load. */
const TransactionList = keptServerHtml(() => import('./TransactionList'), typeof window === 'undefined' ? require('./TransactionList') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** The ledger with its filters (kept in the URL) and paging; rendered only once access is allowed. */
function TransactionHistory() {
  const { t } = useTranslation();
  const { filters, setFilters, clear, isReady } = useTransactionFilters();
  const pager = useCursorPager(JSON.stringify(filters));
  // A reversed range is shown as the dates' error and never asked for.
  const history = useTransactionHistory(filters, pager.cursor, isReady && !isReversedRange(filters));
  const shown = useQueryWithCode(history, TransactionList);
  const { hasError: datesWrong, dateErrors } = useTransactionDateErrors(filters, history.error);
  const [explainedBonus, setExplainedBonus] = useState<string | null>(null);

  return (
    <Stack>
      <TransactionFilters filters={filters} onChange={setFilters} onClear={clear} dateErrors={dateErrors} />
      {!datesWrong && (
        <RangeCsvDownload file="ledger" from={filters.from} to={filters.to} filters={{ symbol: filters.symbol, type: filters.type }} />
      )}
      <Card aria-labelledby="transaction-results">
        <h2 id="transaction-results">{t('History Transaction')}</h2>
        {datesWrong ? (
          <Note role="status">{t('Change the dates to see your transactions.')}</Note>
        ) : (
          <QueryState
            query={shown}
            errorText="The transactions could not be loaded."
            keepDataOnError
            isEmpty={(data) => data.items.length === 0}
            empty={<Note role="status">{t('No transactions for these filters')}</Note>}
          >
            {(data) => (
              <Stack aria-busy={history.isFetching && history.isPlaceholderData}>
                <TransactionList items={data.items} onExplainBonus={setExplainedBonus} />
                <CursorPager pager={pager} nextCursor={data.nextCursor} busy={history.isPlaceholderData} />
              </Stack>
            )}
          </QueryState>
        )}
      </Card>
      {explainedBonus !== null && (
        <LazyBonusExplanationDialog bonus={{ transactionId: explainedBonus }} onDismiss={() => setExplainedBonus(null)} />
      )}
    </Stack>
  );
}

/** /transactions: the member's ledger, once display-income allows it (KYC approved). */
export default function TransactionsView() {
  return (
    <PageFrame title="Transactions" intro="Every change of your wallet balances.">
      <IncomeGate>
        <TransactionHistory />
      </IncomeGate>
    </PageFrame>
  );
}
