import { Notice, SecondaryButton } from '@/components/auth/styles';
import { usePayout } from '@/hooks/payment/usePayout';
import { useBankAccountForm } from '@/hooks/payment/usePayoutForm';
import { useTranslation } from '@/hooks/useTranslation';
import BankAccountSection from './payment/BankAccountSection';
import { StatusText } from './payment/styles';
import WalletSection from './payment/WalletSection';
import SettingsFrame from './SettingsFrame';

/** /setting/payment: the bank account and the BSC wallet payouts go to. */
export default function PaymentSettingsView() {
  const { t } = useTranslation();
  const payout = usePayout();
  const form = useBankAccountForm(payout.data);

  let content;
  if (payout.isPending) {
    content = <StatusText role="status">{t('Loading your payout details…')}</StatusText>;
  } else if (payout.isError) {
    content = (
      <Notice role="alert">
        {t('Your payout details could not be loaded.')}{' '}
        <SecondaryButton onClick={() => void payout.refetch()}>{t('Try again')}</SecondaryButton>
      </Notice>
    );
  } else {
    content = (
      <>
        <BankAccountSection form={form} />
        <WalletSection form={form} payout={payout.data} />
      </>
    );
  }

  // `plain` once loaded: the two cards stand on their own; loading and errors go in the frame's card.
  return (
    <SettingsFrame title="Payment" intro="Where your payouts are sent: your bank account and your BSC wallet." plain={payout.isSuccess}>
      {content}
    </SettingsFrame>
  );
}
