import { clearUser, initialUserState, setUser, userReducer } from '@/state/user/slice';
import { member } from '../../setup/fixtures';

describe('user slice', () => {
  it('holds the signed-in member and nothing else (the wallets are the query cache)', () => {
    const state = userReducer(initialUserState, setUser(member));

    expect(state).toEqual({ user: member });
  });

  it('forgets the user on clearUser', () => {
    const signedIn = userReducer(initialUserState, setUser(member));

    expect(userReducer(signedIn, clearUser())).toEqual({ user: null });
  });
});
