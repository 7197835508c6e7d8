import type { CompensationPlan } from '@/contract/rules';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import RuleList from './RuleList';
import { percentText } from './ruleFormat';

/** The team bonus: each level's share of a completed order's points, and the rules of who is paid. */
export default function PlanBonusSection({ bonus }: { bonus: CompensationPlan['bonus'] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const rows = bonus.levels.map((level) => ({
    id: String(level.level),
    level: String(level.level),
    type: bonusTypeLabel(t, level.type),
    share: percentText(format, level.percent),
  }));
  return (
    <SectionCard
      title={t('Team bonus')}
      description={t("When an order in your team is completed, the buyer's sponsors are paid a share of the order's points in %symbol%, up to %levels% levels up.", {
        symbol: bonus.symbol,
        levels: bonus.levels.length,
      })}
    >
      <ResponsiveTable
        caption={t('Bonus per level')}
        columns={[
          { key: 'level', label: t('Level') },
          { key: 'type', label: t('Bonus type') },
          { key: 'share', label: t("Share of the order's points"), numeric: true },
        ]}
        rows={rows}
      />
      <RuleList>
        <li>{t("Level 1 is the buyer's sponsor (your direct referrals), level 2 the members they brought in, and so on.")}</li>
        <li>{t('You are paid a level only when your package reaches it. A level your package does not reach is paid to nobody: it is not passed up.')}</li>
        <li>{t("The base is the order's price in points, whether it was paid by bank transfer or by points, for packages and mining units alike.")}</li>
        <li>{t('Upgrading a package pays no bonus.')}</li>
      </RuleList>
    </SectionCard>
  );
}
