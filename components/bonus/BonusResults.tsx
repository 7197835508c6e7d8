import type { BonusList as BonusPage } from '@/contract/bonus';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import Pager from '@/components/ui/Pager';
import Stack from '@/components/ui/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import BonusChart from './BonusChart';
import BonusList from './BonusList';
import BonusTotals from './BonusTotals';

export interface BonusResultsProps {
  loaded: BonusPage;
  from?: string;
  to?: string;
  page: number;
  busy: boolean;
  onNewer: () => void;
  onOlder: (nextCursor: string | null) => void;
  onExplain: (bonusId: string) => void;
}

/** The bonus of the chosen period: totals, the chart per day and a page of the entries. */
export default function BonusResults({ loaded, from, to, page, busy, onNewer, onOlder, onExplain }: BonusResultsProps) {
  const { t } = useTranslation();
  return (
    <>
      <BonusTotals all={loaded.totals.all} byType={loaded.totals.byType} />
      <BonusChart points={loaded.perDay} total={loaded.totals.all} from={from} to={to} />
      <Card aria-labelledby="bonus-entries">
        <h2 id="bonus-entries">{t('Bonus entries')}</h2>
        {loaded.items.length === 0 ? (
          <Note role="status">{t('No bonus entries for these filters')}</Note>
        ) : (
          <Stack aria-busy={busy}>
            <BonusList items={loaded.items} onExplain={onExplain} />
            <Pager page={page} hasOlder={loaded.nextCursor !== null} onNewer={onNewer} onOlder={() => onOlder(loaded.nextCursor)} busy={busy} />
          </Stack>
        )}
      </Card>
    </>
  );
}
