import styled from 'styled-components';
import MoneyOutNotice from './MoneyOutNotice';
import { Forms } from './styles';
import SwapCard from './SwapCard';
import TransferCard from './TransferCard';
import WithdrawalList from './WithdrawalList';
import WithdrawCard from './WithdrawCard';

const Below = styled.div`
  margin-top: 20px;
`;

const Above = styled.div`
  margin-top: 20px;
  &:empty { display: none; }
`;

/**
 * The hold or block of money out (when there is one), swap, transfer and withdraw side by side, and the member's
 * withdrawals: with their forms, amount rules and bignumber.js, in a chunk of their own.
 */
export default function WalletForms() {
  return (
    <>
      <Above>
        <MoneyOutNotice />
      </Above>
      <Forms>
        <SwapCard />
        <TransferCard />
        <WithdrawCard />
      </Forms>
      <Below>
        <WithdrawalList />
      </Below>
    </>
  );
}
