import { clearUser, initialUserState, setUser, setWallets, userReducer } from '@/state/user/slice';
import { member } from '../auth/helpers/authFixtures';

describe('user slice', () => {
  it('sets the user and keys the wallets by symbol', () => {
    let state = userReducer(initialUserState, setUser(member));
    state = userReducer(
      state,
      setWallets([
        { symbol: 'USDT', balance: '10', isCurrency: true },
        { symbol: 'EV', balance: '2.5', isCurrency: false },
      ]),
    );

    expect(state.user).toEqual(member);
    expect(state.wallets.USDT).toEqual({ symbol: 'USDT', balance: '10', isCurrency: true });
    expect(state.wallets.EV?.balance).toBe('2.5');
  });

  it('forgets the user and the wallets on clearUser', () => {
    const signedIn = userReducer(
      userReducer(initialUserState, setUser(member)),
      setWallets([{ symbol: 'EC', balance: '1', isCurrency: false }]),
    );

    expect(userReducer(signedIn, clearUser())).toEqual(initialUserState);
  });
});
