import { useState, useSyncExternalStore } from 'react';
import type { PayoutDetails } from '@/contract/payout';
import type { BankAccountForm } from '@/hooks/payment/usePayoutForm';
import { useWalletLink } from '@/hooks/payment/useWalletLink';
import { useWalletUnlink } from '@/hooks/payment/useWalletUnlink';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import DetailList from '@/components/ui/DetailList';
import Note from '@/components/ui/Note';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import LazyWalletConnect from './LazyWalletConnect';
import LinkedAddress from './LinkedAddress';
import { hasWalletSession } from './walletSession';

const noSubscription = () => () => undefined;

interface WalletSectionProps {
  form: BankAccountForm;
  payout: PayoutDetails | null | undefined;
}

/**
 * "BSC wallet": the linked address, unlinking, and the wallet part (wagmi) loaded on demand: when
 * the member presses "Connect wallet", or at once when wagmi remembers a connected wallet.
 */
export default function WalletSection({ form, payout }: WalletSectionProps) {
  const { t } = useTranslation();
  const linkedAddress = payout?.walletAddress || null;
  const link = useWalletLink(form);
  const { unlink, isUnlinking } = useWalletUnlink(payout, form);
  const [connectRequested, setConnectRequested] = useState(false);
  const restoreSession = useSyncExternalStore(noSubscription, hasWalletSession, () => false);

  return (
    <SectionCard
      title={t('BSC wallet')}
      description={t('Token payouts go to this BNB Smart Chain wallet. Linking it asks your wallet to sign a message: this proves the wallet is yours and costs no fee.')}
    >
      <Stack $gap={12}>
        <Note>{t('Linking or unlinking a wallet asks for the secure password you type in the bank account form above.')}</Note>
        {linkedAddress ? (
          <>
            <DetailList details={[{ label: t('Linked wallet'), value: <LinkedAddress address={linkedAddress} /> }]} />
            <ButtonRow>
              <Button $variant="secondary" onClick={() => void unlink()} disabled={isUnlinking}>
                {isUnlinking ? t('Unlinking…') : t('Unlink wallet')}
              </Button>
            </ButtonRow>
          </>
        ) : (
          <Note>{t('No wallet linked yet.')}</Note>
        )}
        {connectRequested || restoreSession ? (
          <LazyWalletConnect autoConnect={connectRequested} linkedAddress={linkedAddress} onLink={link} />
        ) : (
          <ButtonRow>
            <Button onClick={() => setConnectRequested(true)}>{t('Connect wallet')}</Button>
          </ButtonRow>
        )}
      </Stack>
    </SectionCard>
  );
}
