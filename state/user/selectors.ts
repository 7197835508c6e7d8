import type { TokenSymbol } from '@/contract/enums';
import type { RootState } from '../makeStore';

export const selectUser = (state: RootState) => state.user.user;
export const selectWallets = (state: RootState) => state.user.wallets;
export const selectWallet = (state: RootState, symbol: TokenSymbol) => state.user.wallets[symbol];
