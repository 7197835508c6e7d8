import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Locale } from '@/contract/enums';
import type { MemberProfile } from '@/contract/profile';

/** The signed-in member only: the wallets are the query cache's (hooks/useWallets). */
export interface UserState {
  user: MemberProfile | null;
}

export const initialUserState: UserState = { user: null };

// Plain reducers (no createSlice): createSlice brings immer, some 4 kB gzipped on every member page's first load.
export const setUser = createAction<MemberProfile>('user/setUser');
export const clearUser = createAction('user/clearUser');
/** The server took the language the member picked (auth/client/language): the profile says so without a reload. */
export const setUserLanguage = createAction<Locale>('user/setUserLanguage');

export function userReducer(state: UserState = initialUserState, action: UnknownAction): UserState {
  if (setUser.match(action)) return { ...state, user: action.payload };
  if (clearUser.match(action)) return initialUserState;
  if (setUserLanguage.match(action)) return state.user ? { ...state, user: { ...state.user, language: action.payload } } : state;
  return state;
}
