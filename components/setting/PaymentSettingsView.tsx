import { usePayout } from '@/hooks/payment/usePayout';
import { useBankAccountForm } from '@/hooks/payment/usePayoutForm';
import BankAccountSection from './payment/BankAccountSection';
import QueryState from '@/components/ui/QueryState';
import WalletSection from './payment/WalletSection';
import SettingsFrame from './SettingsFrame';

/** /setting/payment: the bank account and the BSC wallet payouts go to. */
export default function PaymentSettingsView() {
  const payout = usePayout();
  const form = useBankAccountForm(payout.data);

  // `plain` once loaded: the two cards stand on their own; loading and errors go in the frame's card.
  return (
    <SettingsFrame title="Payment" intro="Where your payouts are sent: your bank account and your BSC wallet." plain={payout.isSuccess}>
      <QueryState query={payout} errorText="Your payout details could not be loaded." loadingText="Loading your payout details…">
        {(data) => (
          <>
            <BankAccountSection form={form} />
            <WalletSection form={form} payout={data} />
          </>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
