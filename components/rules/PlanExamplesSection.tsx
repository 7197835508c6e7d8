import type { CompensationPlan } from '@/contract/rules';
import ResponsiveTable, { type Column } from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import RuleList from './RuleList';

type ExampleRow = { id: string } & Record<string, string>;

/** Worked examples: what one purchase in the team pays at each level (amounts computed by the server's bonus rule). */
export default function PlanExamplesSection({ plan }: { plan: CompensationPlan }) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const format = useNumberFormat();
  const { symbol, levels } = plan.bonus;
  const amountAt = (bonus: { level: number; amount: string }[], level: number) => {
    const paid = bonus.find((entry) => entry.level === level);
    return paid ? format.amount(paid.amount, symbol) : '—';
  };
  const first = plan.examples.find((example) => example.kind === 'PACKAGE') ?? plan.examples[0];
  if (!first) return null;

  const columns: Column<ExampleRow>[] = [
    { key: 'product', label: t('Purchase in your team') },
    { key: 'points', label: t('Price in points'), numeric: true },
    ...levels.map((level) => ({ key: `level${level.level}`, label: t('Level %level%', { level: level.level }), numeric: true })),
  ];
  const rows = plan.examples.map((example) => ({
    id: example.code,
    product: localized(example.name),
    points: format.amount(example.pointPrice, symbol),
    ...Object.fromEntries(levels.map((level) => [`level${level.level}`, amountAt(example.bonus, level.level)])),
  }));
  const product = localized(first.name);

  return (
    <SectionCard title={t('Examples')}>
      <RuleList>
        <li>
          {t('If your direct referral buys %product% (%points%), you receive %amount%.', {
            product,
            points: format.amount(first.pointPrice, symbol),
            amount: amountAt(first.bonus, 1),
          })}
        </li>
        {levels.slice(1).map((level) => (
          <li key={level.level}>
            {t('If a member at level %level% of your team buys %product%, you receive %amount%, when your package reaches level %level%.', {
              level: level.level,
              product,
              amount: amountAt(first.bonus, level.level),
            })}
          </li>
        ))}
      </RuleList>
      <h3>{t('Bonus of each purchase, per level')}</h3>
      <ResponsiveTable caption={t('Bonus of each purchase, per level')} columns={columns} rows={rows} />
    </SectionCard>
  );
}
