import Card from '@/components/ui/Card';
import { lazyComponent } from '@/components/ui/lazyComponent';
import QueryState, { type QueryStatus } from '@/components/ui/QueryState';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';
import { CardHead, MoreLink } from './styles';

/*
 * Cards of the lower half of the dashboard, each in a chunk of its own fetched after the first paint. Their data
 * comes from the browser, so until their chunk is there each paints what it paints while its data loads: the same
 * markup (the card, its heading and the loading line), or nothing for the chart.
 */

const PENDING: QueryStatus<never> = { data: undefined, isPending: true, isError: false, refetch: () => undefined };

function LeaderCardLoading() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="dashboard-leader" className="wide">
      <h2 id="dashboard-leader">{t('Leader summary')}</h2>
      <QueryState query={PENDING} errorText="The leader summary could not be loaded.">
        {() => null}
      </QueryState>
    </Card>
  );
}

function LatestOrdersCardLoading() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="dashboard-orders">
      <CardHead>
        <h2 id="dashboard-orders">{t('Latest orders')}</h2>
        <MoreLink href={ROUTES.order}>{t('All orders')}</MoreLink>
      </CardHead>
      <QueryState query={PENDING} errorText="The orders could not be loaded.">
        {() => null}
      </QueryState>
    </Card>
  );
}

function MiningSummaryCardLoading() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="mining-summary">
      <h2 id="mining-summary">{t('Mining')}</h2>
      <QueryState query={PENDING} errorText="The mining summary could not be loaded.">
        {() => null}
      </QueryState>
    </Card>
  );
}

export const LazyLeaderCard = lazyComponent(() => import('./LeaderCard'), LeaderCardLoading);
export const LazyLatestOrdersCard = lazyComponent(() => import('./LatestOrdersCard'), LatestOrdersCardLoading);
/** The mining figures and the rewards chart's frame. */
export const LazyMiningSummaryCard = lazyComponent(() => import('@/components/order/MiningSummaryCard'), MiningSummaryCardLoading);
/** Nothing until its data is there, as BonusPerDayCard itself. */
export const LazyBonusPerDayCard = lazyComponent(() => import('./BonusPerDayCard'));
