import type { RootState } from '../makeStore';

export const selectUser = (state: RootState) => state.user.user;
