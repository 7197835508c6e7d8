import { Forms } from './styles';
import SwapCard from './SwapCard';
import TransferCard from './TransferCard';
import WithdrawCard from './WithdrawCard';

/** Swap, transfer and withdraw side by side: with their forms, amount rules and bignumber.js, in a chunk of their own. */
export default function WalletForms() {
  return (
    <Forms>
      <SwapCard />
      <TransferCard />
      <WithdrawCard />
    </Forms>
  );
}
