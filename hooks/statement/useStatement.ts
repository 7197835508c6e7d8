import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUrlQuery } from '@/hooks/history/useUrlQuery';
import { getStatement } from '@/services/statement';
import { memberTimeZone } from './timeZone';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month of /statement, kept in the URL (?month=YYYY-MM); this month when absent. */
export function useStatementMonth(thisMonth: string) {
  const { values, update, isReady } = useUrlQuery();
  const month = values.month && MONTH.test(values.month) && values.month <= thisMonth ? values.month : thisMonth;
  const setMonth = useCallback((next: string) => update({ month: next === thisMonth ? undefined : next }), [thisMonth, update]);
  return { month, setMonth, isReady };
}

/** The month's statement in this device's time zone. */
export function useStatement(month: string, enabled = true) {
  const tz = memberTimeZone();
  return useQuery({
    queryKey: ['statement', month, tz],
    queryFn: () => getStatement({ month, tz }),
    enabled,
  });
}
