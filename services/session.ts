import Router from 'next/router';
import { clearTokens } from './tokens';

export type SessionExpiredHandler = () => void;

const goToLogin: SessionExpiredHandler = () => {
  void Router.push('/login');
};

let handleSessionExpired: SessionExpiredHandler = goToLogin;

/** Replaces the default move to /login (see hooks/useSessionExpiredRedirect); null restores it. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | null): void {
  handleSessionExpired = handler ?? goToLogin;
}

/** The session cannot be refreshed: forget every token and leave for /login. */
export function expireSession(): void {
  clearTokens();
  handleSessionExpired();
}
