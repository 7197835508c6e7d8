import type { CompensationPlan } from '@/contract/rules';
import { RANK_LABELS } from '@/config/rankLabels';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import RuleList from './RuleList';

/** The ranks and the team volume each starts at. */
export default function PlanRanksSection({ ranks }: { ranks: CompensationPlan['ranks'] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <SectionCard title={t('Ranks')} description={t("Your rank follows your team volume: the total of your downline's completed orders.")}>
      <ResponsiveTable
        caption={t('Ranks')}
        columns={[
          { key: 'rank', label: t('Rank') },
          { key: 'volume', label: t('Team volume from'), numeric: true },
        ]}
        rows={ranks.levels.map((rank) => ({ id: rank.code, rank: t(RANK_LABELS[rank.code]), volume: format.amount(rank.minTeamVolume, ranks.symbol) }))}
      />
      <RuleList>
        <li>{t('Your own orders do not count in your team volume; every completed order of your downline, at any depth, does.')}</li>
        <li>{t('The rank is a title: your bonus rates and levels come from your package, not from your rank.')}</li>
      </RuleList>
    </SectionCard>
  );
}
