import type { ReactNode } from 'react';
import QueryState, { type QueryStatus } from '@/components/ui/QueryState';
import ResponsiveTable, { type Column } from '@/components/ui/ResponsiveTable';
import type { TranslationKey } from '@/config/translate';
import type { OpsQueuePage } from '@/contract/ops-queues';
import { useTranslation } from '@/hooks/useTranslation';
import QueuePager from './QueuePager';

type Row = { id: string } & Record<string, ReactNode>;

interface QueueTableProps<Item, R extends Row> {
  /** A queue's page and pager (hooks/ops/useOpsQueues). */
  queue: {
    query: QueryStatus<OpsQueuePage<Item>> & { isFetching: boolean };
    pager: { page: number; newer: () => void; older: (nextCursor: string | null) => void };
  };
  caption: string;
  empty: TranslationKey;
  columns: readonly Column<R>[];
  toRow: (item: Item) => R;
}

/** A console queue's list: its page as a table (cards on phones), what shows when nothing waits, and its pager. */
export default function QueueTable<Item, R extends Row>({ queue: { query, pager }, caption, empty, columns, toRow }: QueueTableProps<Item, R>) {
  const { t } = useTranslation();
  return (
    <>
      <QueryState
        query={query}
        errorText="The queue could not be loaded."
        isEmpty={(page) => page.items.length === 0 && pager.page === 1}
        empty={<p>{t(empty)}</p>}
      >
        {(page) => <ResponsiveTable caption={caption} columns={columns} rows={page.items.map(toRow)} />}
      </QueryState>
      <QueuePager
        page={pager.page}
        hasNext={Boolean(query.data?.nextCursor)}
        onPrevious={pager.newer}
        onNext={() => pager.older(query.data?.nextCursor ?? null)}
        busy={query.isFetching}
      />
    </>
  );
}
