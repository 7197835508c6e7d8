import { useCallback, useState } from 'react';
import { errorCodeOf } from '@/hooks/auth/useServerErrors';
import { requestUnlockLink, unlockDevice } from '@/services/guestAuth';

type Progress = 'idle' | 'pending' | 'done';

/**
 * The sign-in page's way through a lockout on a new device: after a sign-in refused as SIGN_IN_LOCKED, `offered` is
 * true and `send` asks the server to e-mail the account's owner an unlock link for what was typed (the same answer
 * whoever it names). Plain calls and state: the guest pages load no query library.
 */
export function useUnlockLinkOffer() {
  const [lockedLogin, setLockedLogin] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>('idle');
  const [error, setError] = useState<unknown>(null);

  /** Notes a failed sign-in: offers the link when the server said the lockout, for the name typed. */
  const noteFailure = useCallback((failure: unknown, login: string) => {
    if (errorCodeOf(failure) !== 'SIGN_IN_LOCKED') return;
    setLockedLogin(login);
    setProgress('idle');
    setError(null);
  }, []);

  const send = useCallback(async () => {
    if (lockedLogin === null) return;
    setProgress('pending');
    setError(null);
    try {
      await requestUnlockLink(lockedLogin);
      setProgress('done');
    } catch (failure) {
      setError(failure);
      setProgress('idle');
    }
  }, [lockedLogin]);

  return { offered: lockedLogin !== null, sending: progress === 'pending', sent: progress === 'done', error, noteFailure, send };
}

/** The unlock link's page: `unlock` sends the token; this browser then carries the device cookie. */
export function useUnlockDevice(token: string | null) {
  const [progress, setProgress] = useState<Progress>('idle');
  const [error, setError] = useState<unknown>(null);

  const unlock = useCallback(async () => {
    if (!token) return false;
    setProgress('pending');
    setError(null);
    try {
      await unlockDevice(token);
      setProgress('done');
      return true;
    } catch (failure) {
      setError(failure);
      setProgress('idle');
      return false;
    }
  }, [token]);

  return { unlock, pending: progress === 'pending', done: progress === 'done', error };
}
