import Card from '@/components/app/Card';
import PageFrame from '@/components/app/PageFrame';
import Pager from '@/components/transactions/Pager';
import { Note, SecondaryButton, Stack } from '@/components/transactions/styles';
import { pageCount } from '@/hooks/history/types';
import { useBonusFilters, useBonusHistory } from '@/hooks/history/useBonusHistory';
import { useTranslation } from '@/hooks/useTranslation';
import BonusChart from './BonusChart';
import BonusFilters from './BonusFilters';
import BonusList from './BonusList';
import BonusTotals from './BonusTotals';

/** /bonus: totals, a chart per day and the entries of the chosen period. */
export default function BonusView() {
  const { t } = useTranslation();
  const { filters, page, setPeriod, setDates, setType, setPage, isReady } = useBonusFilters();
  const { data, isPending, isError, isPlaceholderData, refetch } = useBonusHistory(filters, page, isReady);

  const types = Object.keys(data?.totals.byType ?? {});
  if (filters.type && !types.includes(filters.type)) types.push(filters.type);

  let content;
  if (isPending) content = <Note role="status">{t('Loading…')}</Note>;
  else if (isError && !data) {
    content = (
      <Stack>
        <Note role="alert">{t('The bonus could not be loaded.')}</Note>
        <div>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('Try again')}
          </SecondaryButton>
        </div>
      </Stack>
    );
  } else if (data) {
    const pages = pageCount(data.total, data.limit);
    content = (
      <>
        <BonusTotals all={data.totals.all} byType={data.totals.byType} />
        <BonusChart points={data.perDay} total={data.totals.all} from={filters.range.from} to={filters.range.to} />
        <Card aria-labelledby="bonus-entries">
          <h2 id="bonus-entries">{t('Bonus entries')}</h2>
          {data.items.length === 0 ? (
            <Note role="status">{t('No bonus entries for these filters')}</Note>
          ) : (
            <Stack aria-busy={isPlaceholderData}>
              <BonusList items={data.items} />
              <Pager page={data.page} pages={pages} onPage={setPage} busy={isPlaceholderData} />
            </Stack>
          )}
        </Card>
      </>
    );
  }

  return (
    <PageFrame title="Bonus" intro="Bonus paid to you by the orders of your team.">
      <Stack>
        <BonusFilters filters={filters} types={types} onPeriod={setPeriod} onDates={setDates} onType={setType} />
        {content}
      </Stack>
    </PageFrame>
  );
}
