import { createContext } from 'react';
import type { AuthUser } from '@/state/user/types';

export interface AuthContextValue {
  user: AuthUser | null;
  isLoading: boolean;
  logout(): Promise<void>;
  reloadUser(): Promise<void>;
  hasPending2FA: boolean;
  /** True from a logout until its move to /login completes: the auth guard adds no redirect of its own. */
  isSigningOut: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
