import { persistStore } from 'redux-persist';
import { makeStore } from './makeStore';

export { makeStore };
export type { AppDispatch, AppStore, RootState } from './makeStore';

/** The app's one store; on the server its storage is a no-op and nothing signed-in is ever dispatched. */
export const store = makeStore();
export const persistor = persistStore(store);

/**
 * The state before the stored one comes back (redux-persist rehydrates before React hydrates).
 * The server render and the hydrating client render both read it, so they match; the stored
 * state shows in the render right after.
 */
export const hydrationState = store.getState();
