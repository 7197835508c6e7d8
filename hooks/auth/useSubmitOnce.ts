import { useCallback, useRef } from 'react';

/** Ignores a submit while the previous one is still running (a double click, Enter pressed twice). */
export function useSubmitOnce<Values>(submit: (values: Values) => Promise<void>): (values: Values) => Promise<void> {
  const pending = useRef(false);
  return useCallback(
    async (values: Values) => {
      if (pending.current) return;
      pending.current = true;
      try {
        await submit(values);
      } finally {
        pending.current = false;
      }
    },
    [submit],
  );
}
