import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberProfile } from '@/contract/profile';
import type { Wallet } from '@/contract/wallets';
import type { WalletsBySymbol } from './types';

export interface UserState {
  user: MemberProfile | null;
  wallets: WalletsBySymbol;
}

export const initialUserState: UserState = { user: null, wallets: {} };

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    setUser(state, action: PayloadAction<MemberProfile>) {
      state.user = action.payload;
    },
    setWallets(state, action: PayloadAction<readonly Wallet[]>) {
      state.wallets = Object.fromEntries(action.payload.map((wallet) => [wallet.symbol, wallet]));
    },
    clearUser() {
      return initialUserState;
    },
  },
});

export const { setUser, setWallets, clearUser } = userSlice.actions;
export const userReducer = userSlice.reducer;
