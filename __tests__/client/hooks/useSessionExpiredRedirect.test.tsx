import { render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { Provider } from 'react-redux';
import { useSessionExpiredRedirect } from '@/hooks/useSessionExpiredRedirect';
import { expireSession } from '@/services/session';
import { getAccessToken, setTokens } from '@/services/tokens';
import { makeStore } from '@/state/makeStore';
import { setUser } from '@/state/user/slice';
import { member } from '../auth/helpers/authFixtures';

function SessionWatcher() {
  useSessionExpiredRedirect();
  return null;
}

it('clears the user and the tokens and pushes /login when the session expires', () => {
  const push = jest.fn(() => Promise.resolve(true));
  const router = { push } as unknown as NextRouter;
  const store = makeStore();
  store.dispatch(setUser(member));
  setTokens({ accessToken: 'access-1' });
  render(
    <RouterContext.Provider value={router}>
      <Provider store={store}>
        <SessionWatcher />
      </Provider>
    </RouterContext.Provider>,
  );

  expireSession();

  expect(store.getState().user.user).toBeNull();
  expect(getAccessToken()).toBeUndefined();
  expect(push).toHaveBeenCalledWith('/login');
});
