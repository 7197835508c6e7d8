import { configureStore, type Reducer, type Store, type UnknownAction } from '@reduxjs/toolkit';
import { legacy_createStore as createStore } from 'redux';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { createPersistConfig } from './persist';
import { rootReducer, type RootReducerState } from './reducer';

type PersistedRootState = RootReducerState & PersistPartial;

export function makeStore(): Store<PersistedRootState, UnknownAction> {
  // Typed by hand: RTK 2 infers `any` from redux-persist's reducer type (its preloaded-state parameter differs).
  const reducer: Reducer<PersistedRootState, UnknownAction> = persistReducer(
    createPersistConfig(),
    rootReducer,
  );
  // Production builds get the plain redux store: no action here is a thunk, and configureStore's thunk middleware,
  // checks and devtools hook-up cost about 1 kB on every member page's first load. Development and the tests keep
  // configureStore's checks (serializable, immutable); the build drops that branch and its import.
  return process.env.NODE_ENV === 'production'
    ? createStore(reducer)
    : configureStore({
        reducer,
        middleware: (getDefaultMiddleware) =>
          getDefaultMiddleware({
            thunk: false,
            serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
          }),
      });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
