import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import type { HistoryFilters } from '@/contract/ops-history';
import { useHistoryCsv, type HistoryList } from '@/hooks/ops/useOpsHistory';
import { useTranslation } from '@/hooks/useTranslation';

/** Downloads the filtered history as CSV (every row of the filters, not only the page shown). */
export default function HistoryCsvButton({ list, filters }: { list: HistoryList; filters: HistoryFilters<string> }) {
  const { t } = useTranslation();
  const { download, isPending, failure } = useHistoryCsv(list, filters);
  return (
    <div>
      <Button type="button" $variant="secondary" onClick={download} disabled={isPending} aria-busy={isPending}>
        {isPending ? t('Preparing the file…') : t('Download as CSV')}
      </Button>
      {failure && <ErrorNote role="alert">{failure}</ErrorNote>}
    </div>
  );
}
