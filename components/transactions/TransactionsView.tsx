import PageFrame from '@/components/app/PageFrame';
import Card from '@/components/app/Card';
import { pageCount } from '@/hooks/history/types';
import { useTransactionFilters, useTransactionHistory } from '@/hooks/history/useTransactionHistory';
import { useTranslation } from '@/hooks/useTranslation';
import IncomeGate from './IncomeGate';
import Pager from './Pager';
import TransactionFilters from './TransactionFilters';
import TransactionList from './TransactionList';
import { Note, SecondaryButton, Stack } from './styles';

/** The ledger with its filters (kept in the URL) and paging; rendered only once access is allowed. */
function TransactionHistory() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage, clear, isReady } = useTransactionFilters();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useTransactionHistory(filters, page, isReady);

  let results;
  if (isPending) results = <Note role="status">{t('Loading…')}</Note>;
  else if (isError && !data) {
    results = (
      <Stack>
        <Note role="alert">{t('The transactions could not be loaded.')}</Note>
        <div>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('Try again')}
          </SecondaryButton>
        </div>
      </Stack>
    );
  } else if (!data || data.items.length === 0) results = <Note role="status">{t('No transactions for these filters')}</Note>;
  else {
    const pages = pageCount(data.total, data.limit);
    results = (
      <Stack aria-busy={isFetching && isPlaceholderData}>
        <TransactionList items={data.items} />
        <Pager page={data.page} pages={pages} onPage={setPage} busy={isPlaceholderData} />
      </Stack>
    );
  }

  return (
    <Stack>
      <TransactionFilters filters={filters} onChange={setFilters} onClear={clear} />
      <Card aria-labelledby="transaction-results">
        <h2 id="transaction-results">{t('History Transaction')}</h2>
        {results}
      </Card>
    </Stack>
  );
}

/** /transactions: the member's ledger, once display-income allows it (SPEC 6). */
export default function TransactionsView() {
  return (
    <PageFrame title="Transactions" intro="Every change of your wallet balances.">
      <IncomeGate>
        <TransactionHistory />
      </IncomeGate>
    </PageFrame>
  );
}
