import type { CompensationPlan } from '@/contract/rules';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import RuleList from './RuleList';

/** The membership packages (price and the bonus levels they open) and the mining units (power and rewards). */
export default function PlanCatalogueSection({ plan }: { plan: CompensationPlan }) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const format = useNumberFormat();
  const points = plan.bonus.symbol;
  const reward = plan.miningRewardSymbol;
  const levelsText = (levels: number) => (levels === 1 ? t('Level %level%', { level: 1 }) : t('Levels 1 to %levels%', { levels }));

  return (
    <>
      <SectionCard title={t('Packages')} description={t('Your package decides how many levels of team bonus you are paid.')}>
        <ResponsiveTable
          caption={t('Membership packages')}
          columns={[
            { key: 'name', label: t('Package') },
            { key: 'price', label: t('Price'), numeric: true },
            { key: 'points', label: t('Price in points'), numeric: true },
            { key: 'levels', label: t('Bonus paid on'), numeric: true },
          ]}
          rows={plan.packages.map((entry) => ({
            id: entry.code,
            name: localized(entry.name),
            price: format.amount(entry.price, CURRENCY_SYMBOL),
            points: format.amount(entry.pointPrice, points),
            levels: levelsText(entry.bonusLevels),
          }))}
        />
        <RuleList>
          <li>{t('Any package opens your referral link: members who sign up with it join your team.')}</li>
          <li>{t('Upgrade Package moves you to a higher package for the difference of the prices; a package is never lowered.')}</li>
        </RuleList>
      </SectionCard>
      {plan.miningUnits.length > 0 && (
        <SectionCard title={t('Mining units')} description={t('An activated unit earns %symbol% every day of its contract.', { symbol: reward })}>
          <ResponsiveTable
            caption={t('Mining units')}
            columns={[
              { key: 'name', label: t('Mining unit') },
              { key: 'price', label: t('Price'), numeric: true },
              { key: 'power', label: t('Power'), numeric: true },
              { key: 'daily', label: t('Reward per day'), numeric: true },
              { key: 'days', label: t('Contract days'), numeric: true },
              { key: 'total', label: t('Reward over the contract'), numeric: true },
            ]}
            rows={plan.miningUnits.map((unit) => ({
              id: unit.code,
              name: localized(unit.name),
              price: `${format.amount(unit.price, CURRENCY_SYMBOL)} / ${format.amount(unit.pointPrice, points)}`,
              power: `${format.number(unit.power)} TiB`,
              daily: format.amount(unit.dailyReward, reward),
              days: format.number(unit.contractDays),
              total: format.amount(unit.totalReward, reward),
            }))}
          />
        </SectionCard>
      )}
    </>
  );
}
