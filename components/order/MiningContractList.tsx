import type { MiningContract } from '@/contract/mining';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { dayInstant, formatPower, formatReward } from './MiningFormat';
import StatusPill from '@/components/ui/StatusPill';

/** Mining contracts: a table from md up, cards on phones. */
export default function MiningContractList({ contracts }: { contracts: readonly MiningContract[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const formatDay = useFormatDateTime({ dateStyle: 'medium', timeZone: 'UTC' });

  const rows = contracts.map((contract) => ({
    id: contract._id,
    product: localized(contract.product.name),
    power: formatPower(format, contract.power),
    reward: t('%amount% / day', { amount: formatReward(format, contract.dailyReward) }),
    start: formatDay(dayInstant(contract.startDate)),
    end: formatDay(dayInstant(contract.endDate)),
    rewards: formatReward(format, contract.rewardsTotal),
    state: contract.active ? <StatusPill $tone="active">{t('Active')}</StatusPill> : <StatusPill $tone="neutral">{t('Ended')}</StatusPill>,
  }));

  return (
    <ResponsiveTable
      caption={t('Mining contracts')}
      rows={rows}
      columns={[
        { key: 'product', label: t('Product') },
        { key: 'power', label: t('Power'), numeric: true },
        { key: 'reward', label: t('Daily reward'), numeric: true },
        { key: 'start', label: t('Start') },
        { key: 'end', label: t('End') },
        { key: 'rewards', label: t('Rewards in total'), numeric: true },
        { key: 'state', label: t('Status') },
      ]}
    />
  );
}
