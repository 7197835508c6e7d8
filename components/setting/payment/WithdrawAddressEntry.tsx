import styled from 'styled-components';
import type { WithdrawAddress } from '@/contract/withdraw-addresses';
import type { WithdrawAddressStatus } from '@/contract/enums';
import AddressDisplay from '@/components/ui/AddressDisplay';
import Button from '@/components/ui/Button';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import StatusPill, { type StatusTone } from '@/components/ui/StatusPill';
import { useWithdrawAddressText } from '@/hooks/payment/useWithdrawAddressText';
import { useTranslation } from '@/hooks/useTranslation';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: 0; }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  strong { overflow-wrap: anywhere; }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;
`;

const TONES: Record<WithdrawAddressStatus, StatusTone> = { AWAITING_CONFIRMATION: 'waiting', IN_DELAY: 'active', USABLE: 'done' };

interface WithdrawAddressEntryProps {
  entry: WithdrawAddress;
  onRemove: (entry: WithdrawAddress) => void;
  removing: boolean;
}

/** One book entry: label, address (shortened on screen), its state, and removal. */
export default function WithdrawAddressEntry({ entry, onRemove, removing }: WithdrawAddressEntryProps) {
  const { t } = useTranslation();
  const { labelOf, statusOf } = useWithdrawAddressText();
  const label = labelOf(entry);
  return (
    <Item data-testid="withdraw-address">
      <Text>
        <strong>{label}</strong>
        <AddressDisplay address={entry.address} />
        {entry.status === 'AWAITING_CONFIRMATION' && <Hint>{t('Open the link we e-mailed you to confirm it.')}</Hint>}
      </Text>
      <StatusPill $tone={TONES[entry.status]}>{statusOf(entry)}</StatusPill>
      <Button $variant="secondary" onClick={() => onRemove(entry)} disabled={removing}>
        {t('Remove')}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Button>
    </Item>
  );
}
