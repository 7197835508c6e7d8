import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberProfile } from '@/contract/profile';

/** The signed-in member only: the wallets are the query cache's (hooks/useWallets). */
export interface UserState {
  user: MemberProfile | null;
}

export const initialUserState: UserState = { user: null };

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    setUser(state, action: PayloadAction<MemberProfile>) {
      state.user = action.payload;
    },
    clearUser() {
      return initialUserState;
    },
  },
});

export const { setUser, clearUser } = userSlice.actions;
export const userReducer = userSlice.reducer;
