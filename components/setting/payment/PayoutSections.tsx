import type { PayoutDetails } from '@/contract/payout';
import { useBankAccountForm } from '@/hooks/payment/usePayoutForm';
import BankAccountSection from './BankAccountSection';
import WalletSection from './WalletSection';
import WithdrawAddressBookCard from './WithdrawAddressBookCard';

/**
 * The bank account and BSC wallet cards with the bank account form, and the withdrawal address book with its form:
 * react-hook-form and the schemas in a chunk of their own.
 */
export default function PayoutSections({ payout }: { payout: PayoutDetails | null }) {
  const form = useBankAccountForm(payout);
  return (
    <>
      <BankAccountSection form={form} />
      <WalletSection form={form} payout={payout} />
      <WithdrawAddressBookCard />
    </>
  );
}
