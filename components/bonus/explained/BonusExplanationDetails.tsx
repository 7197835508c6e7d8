import type { BonusExplanation } from '@/contract/bonus';
import DetailList from '@/components/ui/DetailList';
import Note from '@/components/ui/Note';
import Stack from '@/components/ui/Stack';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { ratePercent } from './ratePercent';

/** One bonus: the order and buyer it came from, the level, rate and base, and why the member's package qualified. */
export default function BonusExplanationDetails({ bonus }: { bonus: BonusExplanation }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const localized = useLocalizedText();
  const { level, rate, base, sponsorPackage } = bonus;
  const percent = rate === null ? null : `${ratePercent(rate)}%`;

  const details = [
    { label: t('Amount'), value: format.signed(bonus.amount, MAIN_TOKEN_SYMBOL) },
    { label: t('Paid at'), value: formatDateTime(bonus.createdAt) },
    { label: t('Order code'), value: bonus.orderCode ?? t('No order (credited directly)') },
    { label: t('Buyer'), value: bonus.fromUsername ?? '—' },
    { label: t('Level'), value: level === null ? '—' : level === 1 ? t('Level 1 (your direct member)') : t('Level %level%', { level: String(level) }) },
    { label: t('Rate'), value: percent ?? '—' },
    { label: t('Base'), value: base === null ? '—' : format.amount(base, MAIN_TOKEN_SYMBOL) },
  ];

  return (
    <Stack>
      <DetailList details={details} />
      {base !== null && percent !== null && (
        <Note data-testid="bonus-calculation">
          {t('%base% × %rate% = %amount%', {
            base: format.amount(base, MAIN_TOKEN_SYMBOL),
            rate: percent,
            amount: format.amount(bonus.amount, MAIN_TOKEN_SYMBOL),
          })}
        </Note>
      )}
      <Note data-testid="bonus-qualification">
        {sponsorPackage && level !== null
          ? t('Your package %package% paid bonus on %levels% levels, so level %level% qualified.', {
              package: localized(sponsorPackage.name),
              levels: String(sponsorPackage.bonusLevels),
              level: String(level),
            })
          : t('The package you held when this bonus was paid was not recorded.')}
      </Note>
    </Stack>
  );
}
