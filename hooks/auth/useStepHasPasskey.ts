import { useEffect, useState } from 'react';
import { getSecondFactorMethods } from '@/services/guestAuth';
import { getGg2FAToken } from '@/services/tokens';

/**
 * Whether the member of the pending second step has a passkey (asked once with the step's token; guest pages carry
 * no query library). False until known, and when the question fails: the code and recovery codes still work.
 */
export function useStepHasPasskey(): boolean {
  const [hasPasskey, setHasPasskey] = useState(false);
  useEffect(() => {
    const token = getGg2FAToken();
    if (!token) return;
    let current = true;
    getSecondFactorMethods(token).then(
      (methods) => current && setHasPasskey(methods.passkey === true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return hasPasskey;
}
