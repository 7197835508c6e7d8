import styled from 'styled-components';
import type { Withdrawal } from '@/contract/ledger';
import type { WithdrawalStatus } from '@/contract/enums';
import AddressDisplay from '@/components/ui/AddressDisplay';
import Button from '@/components/ui/Button';
import CopyableValue from '@/components/ui/CopyableValue';
import ExternalLink from '@/components/ui/ExternalLink';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import StatusPill, { type StatusTone } from '@/components/ui/StatusPill';
import { explorerTransactionUrl } from '@/config/chains';
import type { TranslationKey } from '@/config/translate';
import { shortenAddress } from '@/config/walletAddress';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: 0; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  strong { font-size: 18px; }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textSubtle}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Timeline = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;

  li::before { content: '● '; color: ${({ theme }) => theme.colors.primary}; }
`;

const TONES: Record<WithdrawalStatus, StatusTone> = { PENDING: 'waiting', APPROVED: 'done', REJECTED: 'failed', CANCELLED: 'neutral' };
const STATUS_LABELS: Record<WithdrawalStatus, TranslationKey> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};
const STEP_LABELS: Record<Exclude<WithdrawalStatus, 'PENDING'>, TranslationKey> = {
  APPROVED: 'Approved %time%',
  REJECTED: 'Rejected %time%',
  CANCELLED: 'Cancelled %time%',
};

interface WithdrawalItemProps {
  withdrawal: Withdrawal;
  onCancel: (withdrawal: Withdrawal) => void;
  cancelling: boolean;
}

/**
 * One withdrawal: amount and status, fee, address (with its label), reference, reason, the payout's transaction on its
 * chain's explorer, a timeline (requested, then approved / rejected / cancelled), and "Cancel" while it is pending.
 */
export default function WithdrawalItem({ withdrawal, onCancel, cancelling }: WithdrawalItemProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const explorer = withdrawal.txHash ? explorerTransactionUrl(withdrawal.chainId, withdrawal.txHash) : null;
  const amount = format.amount(withdrawal.amount, withdrawal.symbol);
  const decided = withdrawal.status === 'PENDING' ? null : withdrawal.status;

  return (
    <Item data-testid="withdrawal">
      <Head>
        <strong>{amount}</strong>
        <StatusPill $tone={TONES[withdrawal.status]}>{t(STATUS_LABELS[withdrawal.status])}</StatusPill>
      </Head>
      <Details>
        <dt>{t('Fee')}</dt>
        <dd>{format.amount(withdrawal.fee, withdrawal.symbol)}</dd>
        <dt>{t('To address')}</dt>
        <dd>
          {withdrawal.addressLabel && <>{withdrawal.addressLabel} · </>}
          <AddressDisplay address={withdrawal.address} />
        </dd>
        <dt>{t('Reference')}</dt>
        <dd>{withdrawal.reference}</dd>
        {withdrawal.reason && (
          <>
            <dt>{t('Reason')}</dt>
            <dd>{withdrawal.reason}</dd>
          </>
        )}
        {withdrawal.txHash && (
          <>
            <dt>{t('Transaction')}</dt>
            <dd>
              {explorer ? (
                <ExternalLink href={explorer} target="_blank" rel="noopener noreferrer">
                  {shortenAddress(withdrawal.txHash, 6)}
                  <VisuallyHidden> {t('(opens the block explorer)')}</VisuallyHidden>
                </ExternalLink>
              ) : (
                <CopyableValue value={withdrawal.txHash} label={t('Transaction')} />
              )}
            </dd>
          </>
        )}
      </Details>
      <Timeline aria-label={t('Timeline')}>
        <li>{t('Requested %time%', { time: formatDateTime(withdrawal.createdAt) })}</li>
        {decided && <li>{t(STEP_LABELS[decided], { time: formatDateTime(withdrawal.decidedAt) })}</li>}
      </Timeline>
      {withdrawal.status === 'PENDING' && (
        <div>
          <Button $variant="secondary" onClick={() => onCancel(withdrawal)} disabled={cancelling}>
            {cancelling ? t('Please wait…') : t('Cancel withdrawal')}
            <VisuallyHidden> {amount}</VisuallyHidden>
          </Button>
        </div>
      )}
    </Item>
  );
}
