import { useCallback, useState } from 'react';
import type { BonusRef } from '@/services/transaction';
import { useUrlQuery } from './useUrlQuery';

const ORDER_CODE = /^[A-Za-z0-9]{1,40}$/;

/**
 * The bonus whose explanation is open on /bonus: one chosen in the list, or the one of `?explain=ORDER` (the link
 * of a bonus notification). Closing it drops the query value, so a reload does not reopen it.
 */
export function useExplainedBonus() {
  const { values, update } = useUrlQuery();
  const [chosen, setChosen] = useState<BonusRef | null>(null);
  const fromLink = values.explain && ORDER_CODE.test(values.explain) ? { orderCode: values.explain } : null;
  const explained = chosen ?? fromLink;

  const explain = useCallback((bonusId: string) => setChosen({ bonusId }), []);
  const close = useCallback(() => {
    setChosen(null);
    if (values.explain) update({ explain: undefined });
  }, [update, values.explain]);

  return { explained, explain, close };
}
