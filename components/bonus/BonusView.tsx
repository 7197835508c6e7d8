import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import PageFrame from '@/components/ui/PageFrame';
import Pager from '@/components/ui/Pager';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useBonusFilters, useBonusHistory } from '@/hooks/history/useBonusHistory';
import { useTranslation } from '@/hooks/useTranslation';
import BonusChart from './BonusChart';
import BonusFilters from './BonusFilters';
import BonusList from './BonusList';
import BonusTotals from './BonusTotals';

/** /bonus: totals, a chart per day and the entries of the chosen period. */
export default function BonusView() {
  const { t } = useTranslation();
  const { filters, setPeriod, setDates, setType, isReady } = useBonusFilters();
  const pager = useCursorPager(JSON.stringify(filters));
  const history = useBonusHistory(filters, pager.cursor, isReady);
  const { data, isPlaceholderData } = history;

  const types = Object.keys(data?.totals.byType ?? {});
  if (filters.type && !types.includes(filters.type)) types.push(filters.type);

  return (
    <PageFrame title="Bonus" intro="Bonus paid to you by the orders of your team.">
      <Stack>
        <BonusFilters filters={filters} types={types} onPeriod={setPeriod} onDates={setDates} onType={setType} />
        <QueryState query={history} errorText="The bonus could not be loaded." keepDataOnError>
          {(loaded) => (
            <>
              <BonusTotals all={loaded.totals.all} byType={loaded.totals.byType} />
              <BonusChart points={loaded.perDay} total={loaded.totals.all} from={filters.range.from} to={filters.range.to} />
              <Card aria-labelledby="bonus-entries">
                <h2 id="bonus-entries">{t('Bonus entries')}</h2>
                {loaded.items.length === 0 ? (
                  <Note role="status">{t('No bonus entries for these filters')}</Note>
                ) : (
                  <Stack aria-busy={isPlaceholderData}>
                    <BonusList items={loaded.items} />
                    <Pager
                      page={pager.page}
                      hasOlder={loaded.nextCursor !== null}
                      onNewer={pager.newer}
                      onOlder={() => pager.older(loaded.nextCursor)}
                      busy={isPlaceholderData}
                    />
                  </Stack>
                )}
              </Card>
            </>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
