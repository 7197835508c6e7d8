import type { DownlineNode } from '@/contract/network';
import { formatAmount } from '@/config/format';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { Facts } from './treeStyles';

const DATE_ONLY = { dateStyle: 'medium' } as const;

/** A member's package, join date, own sales (its completed orders), team size and team volume. */
export default function NodeFacts({ node }: { node: DownlineNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const formatDate = useFormatDateTime(DATE_ONLY);
  const facts = [
    { label: t('Package'), value: node.package ? localized(node.package.name) : t('No package') },
    { label: t('Joined'), value: <time dateTime={node.joinedAt}>{formatDate(node.joinedAt)}</time> },
    { label: t('Own sales'), value: formatAmount(node.ownVolume, 'USDT') },
    { label: t('Team size'), value: node.teamSize },
    { label: t('Team volume'), value: formatAmount(node.teamVolume, 'USDT') },
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
