import type { DownlineNode } from '@/contract/network';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { Facts } from './treeStyles';

const DATE_ONLY = { dateStyle: 'medium' } as const;

/** A member's package, join date, own sales (its completed orders), team size and team volume. */
export default function NodeFacts({ node }: { node: DownlineNode }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const formatDate = useFormatDateTime(DATE_ONLY);
  const facts = [
    { label: t('Package'), value: node.package ? localized(node.package.name) : t('No package') },
    { label: t('Joined'), value: <time dateTime={node.joinedAt}>{formatDate(node.joinedAt)}</time> },
    { label: t('Own sales'), value: format.amount(node.ownVolume, 'USDT') },
    { label: t('Team size'), value: node.teamSize },
    { label: t('Team volume'), value: format.amount(node.teamVolume, 'USDT') },
  ];
  return (
    <Facts>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
