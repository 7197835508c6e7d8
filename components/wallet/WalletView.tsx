import PageFrame from '@/components/app/PageFrame';
import WalletBalances from './WalletBalances';

export default function WalletView() {
  return (
    <PageFrame title="Wallet" intro="Your reward points and their balances.">
      <WalletBalances />
    </PageFrame>
  );
}
