import { BONUS_TYPES } from '@/contract/enums';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { keptServerHtml, useCodeReady } from '@/components/ui/keptServerHtml';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useBonusFilters, useBonusHistory } from '@/hooks/history/useBonusHistory';
import RangeCsvDownload from '@/components/shared/LazyRangeCsvDownload';
import { useExplainedBonus } from '@/hooks/history/useExplainedBonus';
import { useTranslation } from '@/hooks/useTranslation';
import BonusFilters from './BonusFilters';
import LazyBonusExplanationDialog from './explained/LazyBonusExplanationDialog';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** Totals, chart and entries in a chunk fetched with the data (the page shows loading until both are there). */
const BonusResults = keptServerHtml(() => import('./BonusResults'), typeof window === 'undefined' ? require('./BonusResults') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * /bonus: the link to the compensation plan, totals, a chart per day and the entries of the chosen period; an entry (or
 * ?explain=ORDER) opens why it was paid.
 */
export default function BonusView() {
  const { t } = useTranslation();
  const { filters, setPeriod, setDates, setType, isReady } = useBonusFilters();
  const pager = useCursorPager(JSON.stringify(filters));
  const history = useBonusHistory(filters, pager.cursor, isReady);
  const resultsReady = useCodeReady(BonusResults);
  const { explained, explain, close } = useExplainedBonus();
  const { data, isPlaceholderData } = history;

  const types = Object.keys(data?.totals.byType ?? {});
  if (filters.type && !types.includes(filters.type)) types.push(filters.type);

  return (
    <PageFrame title="Bonus" intro="Bonus paid to you by the orders of your team.">
      <Stack>
        <p style={{ margin: 0 }}>
          <TextLink href={ROUTES.plan}>{t('How the bonus is paid: the compensation plan')}</TextLink>
        </p>
        <BonusFilters filters={filters} types={types} onPeriod={setPeriod} onDates={setDates} onType={setType} />
        <RangeCsvDownload file="bonus" from={filters.range.from} to={filters.range.to} filters={{ type: BONUS_TYPES.find((type) => type === filters.type) }} />
        <QueryState query={{ ...history, isPending: history.isPending || !resultsReady }} errorText="The bonus could not be loaded." keepDataOnError>
          {(loaded) => (
            <BonusResults
              loaded={loaded}
              from={filters.range.from}
              to={filters.range.to}
              page={pager.page}
              busy={isPlaceholderData}
              onNewer={pager.newer}
              onOlder={pager.older}
              onExplain={explain}
            />
          )}
        </QueryState>
      </Stack>
      {explained !== null && <LazyBonusExplanationDialog bonus={explained} onDismiss={close} />}
    </PageFrame>
  );
}
