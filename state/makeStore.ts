import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { createPersistConfig } from './persist';
import { rootReducer, type RootReducerState } from './reducer';

type PersistedRootState = RootReducerState & PersistPartial;

export function makeStore() {
  // Typed by hand: RTK 2 infers `any` from redux-persist's reducer type (its preloaded-state parameter differs).
  const reducer: Reducer<PersistedRootState, UnknownAction> = persistReducer(
    createPersistConfig(),
    rootReducer,
  );
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
