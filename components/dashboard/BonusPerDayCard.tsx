import BonusChart from '@/components/bonus/BonusChart';
import { useDashboardBonus } from '@/hooks/dashboard/useDashboardBonus';

/** The bonus page's chart of the same 30 days (uPlot comes with its own chunk); the numbers card shows the states. */
export default function BonusPerDayCard() {
  const { data } = useDashboardBonus();
  if (!data) return null;
  return <BonusChart points={data.perDay} total={data.totals.all} from={data.from} to={data.to} />;
}
