import type { RootState } from '../makeStore';

export const selectSwap = (state: RootState) => state.swap;
