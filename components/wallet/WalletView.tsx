import PageFrame from '@/components/ui/PageFrame';
import { useTokenPrices } from '@/hooks/useTokenPrices';
import { Forms } from './styles';
import SwapCard from './SwapCard';
import TransferCard from './TransferCard';
import WalletBalances from './WalletBalances';
import WithdrawCard from './WithdrawCard';

/** Balances (refreshed every minute and after each operation), then swap, transfer and withdraw. */
export default function WalletView() {
  useTokenPrices();
  return (
    <PageFrame title="Wallet" intro="Your reward points and their balances.">
      <WalletBalances />
      <Forms>
        <SwapCard />
        <TransferCard />
        <WithdrawCard />
      </Forms>
    </PageFrame>
  );
}
