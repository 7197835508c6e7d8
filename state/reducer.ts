import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from './cart/slice';
import { swapReducer } from './swap/slice';
import { tokenPricesReducer } from './tokenPrices/slice';
import { userReducer } from './user/slice';

export const rootReducer = combineReducers({
  user: userReducer,
  tokenPrices: tokenPricesReducer,
  swap: swapReducer,
  cart: cartReducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;
