import { createContext } from 'react';
import type { MemberProfile } from '@/contract/profile';

export interface AuthContextValue {
  user: MemberProfile | null;
  isLoading: boolean;
  logout(): Promise<void>;
  reloadUser(): Promise<void>;
  hasPending2FA: boolean;
  /** True from a logout until its move to /login completes: the auth guard adds no redirect of its own. */
  isSigningOut: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
