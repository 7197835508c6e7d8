import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@/hooks/useAuth';
import { getAccessToken, getGg2FAToken, setTokens } from '@/services/tokens';
import { persistStore } from 'redux-persist';
import { makeStore } from '@/state/makeStore';
import { PERSIST_KEY, PERSIST_VERSION } from '@/state/persist';
import { setUser } from '@/state/user/slice';
import { server } from '../../setup/server';
import { fail, member, ok, profileFor, recordPost } from './helpers/authFixtures';
import { renderWithAuth } from './helpers/renderWithAuth';

function Probe() {
  const { user, isLoading, hasPending2FA, logout } = useAuth();
  return (
    <div>
      <p data-testid="loading">{String(isLoading)}</p>
      <p data-testid="user">{user?.username ?? 'none'}</p>
      <p data-testid="pending">{String(hasPending2FA)}</p>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </div>
  );
}

const loaded = () => waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));

function storeWithStaleUser() {
  const store = makeStore();
  store.dispatch(setUser({ ...member, username: 'stale' }));
  return store;
}

describe('AuthProvider on mount', () => {
  it('starts loading, then loads the user when an access cookie exists', async () => {
    const seen: (string | null)[] = [];
    server.use(profileFor('access-1', seen));
    setTokens({ accessToken: 'access-1' });

    const { store } = renderWithAuth(<Probe />);

    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    await loaded();
    expect(screen.getByTestId('user')).toHaveTextContent('demo');
    expect(store.getState().user.user).toEqual(member);
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
    expect(seen).toEqual(['Bearer access-1']);
  });

  it('clears the user, deletes the session cookies and goes to /login when the profile fails', async () => {
    server.use(profileFor('another-token'));
    setTokens({ accessToken: 'access-1' });

    const { store, router } = renderWithAuth(<Probe />, { store: storeWithStaleUser() });

    await loaded();
    expect(store.getState().user.user).toBeNull();
    expect(getAccessToken()).toBeUndefined();
    expect(router.push).toHaveBeenCalledWith('/login');
  });

  it('marks the second factor pending with only a 2FA cookie, and forgets a stored user', async () => {
    setTokens({ gg2FAToken: 'second-factor' });

    const { store, router } = renderWithAuth(<Probe />, { store: storeWithStaleUser() });

    await loaded();
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    expect(store.getState().user.user).toBeNull();
    expect(router.visited).toEqual([]);
  });

  it('waits for the stored state before deciding, so a stored user without cookies does not come back', async () => {
    const stored = { user: JSON.stringify({ user: member }), _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }) };
    window.localStorage.setItem(`persist:${PERSIST_KEY}`, JSON.stringify(stored));
    const store = makeStore();
    persistStore(store);

    renderWithAuth(<Probe />, { store });

    await loaded();
    expect(store.getState()._persist.rehydrated).toBe(true);
    expect(store.getState().user.user).toBeNull();
    expect(screen.getByTestId('user')).toHaveTextContent('none');
  });

  it('ends loading without a user when there is no cookie', async () => {
    renderWithAuth(<Probe />);

    await loaded();
    expect(screen.getByTestId('user')).toHaveTextContent('none');
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });
});

describe('logout', () => {
  it('ends the session on the server (no token in the body), clears the cookies, the user and the cache, and goes to /login', async () => {
    const revoke = recordPost('auth/client/logout', () => ok(null));
    server.use(profileFor('access-1'), revoke.handler);
    setTokens({ accessToken: 'access-1', gg2FAToken: 'left-over' });
    const { store, router, queryClient } = renderWithAuth(<Probe />);
    await screen.findByText('demo');
    queryClient.setQueryData(['wallets'], [{ symbol: 'EV' }]);

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(revoke.bodies).toEqual([null]);
    expect(revoke.headers[0].get('authorization')).toBe('Bearer access-1');
    expect([getAccessToken(), getGg2FAToken()]).toEqual([undefined, undefined]);
    expect(store.getState().user.user).toBeNull();
    expect(queryClient.getQueryData(['wallets'])).toBeUndefined();
    expect(screen.getByTestId('user')).toHaveTextContent('none');
  });

  it('signs out even when the logout call fails', async () => {
    server.use(profileFor('access-1'), recordPost('auth/client/logout', () => fail(500, 'INTERNAL_ERROR')).handler);
    setTokens({ accessToken: 'access-1' });
    const { store, router } = renderWithAuth(<Probe />);
    await screen.findByText('demo');

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(getAccessToken()).toBeUndefined();
    expect(store.getState().user.user).toBeNull();
  });

  it('calls nothing without a refresh token (a pending second factor) and ends the pending state', async () => {
    const revoke = recordPost('auth/client/logout', () => ok(null));
    server.use(revoke.handler);
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = renderWithAuth(<Probe />);
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('true'));

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(revoke.bodies).toEqual([]);
    expect(getGg2FAToken()).toBeUndefined();
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });
});
