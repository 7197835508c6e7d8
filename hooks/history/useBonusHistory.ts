import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { BonusList } from '@/contract/bonus';
import { getBonus } from '@/services/transaction';
import { isIsoDate, isPeriodPreset, presetRange, type DateRange, type PeriodPreset } from './dates';
import type { BonusQuery } from './types';
import { useUrlQuery } from './useUrlQuery';

export const DEFAULT_PERIOD: PeriodPreset = '30d';
const BONUS_TYPE = /^[A-Z0-9_]{1,40}$/;

export interface BonusFilters {
  period: PeriodPreset;
  /** The dates asked for: the preset's, or the chosen ones for `custom` (either may be open). */
  range: Partial<DateRange>;
  type?: string;
}

/** Period (preset or from/to) and type of /bonus, kept in the URL query (the page is not: useCursorPager). */
export function useBonusFilters() {
  const { values, update, isReady } = useUrlQuery();
  const period = isPeriodPreset(values.period) ? values.period : DEFAULT_PERIOD;
  const filters = useMemo<BonusFilters>(() => {
    const range: Partial<DateRange> =
      period === 'custom'
        ? { from: isIsoDate(values.from) ? values.from : undefined, to: isIsoDate(values.to) ? values.to : undefined }
        : presetRange(period);
    const type = values.type && BONUS_TYPE.test(values.type) ? values.type : undefined;
    return { period, range, type };
  }, [period, values.from, values.to, values.type]);

  const setPeriod = useCallback(
    (next: PeriodPreset) => {
      // Switching to custom dates starts from the dates shown so far.
      const dates = next === 'custom' ? filters.range : { from: undefined, to: undefined };
      update({ period: next === DEFAULT_PERIOD ? undefined : next, ...dates });
    },
    [filters.range, update],
  );
  /** Editing a date turns the period into custom dates, starting from the dates shown. */
  const setDates = useCallback(
    (patch: Partial<DateRange>) => update({ period: 'custom', ...filters.range, ...patch }),
    [filters.range, update],
  );
  const setType = useCallback((type: string | undefined) => update({ type }), [update]);

  return { filters, setPeriod, setDates, setType, isReady };
}

export function bonusQuery(filters: BonusFilters, cursor: string | undefined): BonusQuery {
  const query: BonusQuery = {};
  if (cursor) query.cursor = cursor;
  if (filters.type) query.type = filters.type;
  if (filters.range.from) query.from = filters.range.from;
  if (filters.range.to) query.to = filters.range.to;
  return query;
}

/** Totals, per-day amounts and one page of bonus entries for the filters. */
export function useBonusHistory(filters: BonusFilters, cursor: string | undefined, enabled = true) {
  const params = bonusQuery(filters, cursor);
  return useQuery<BonusList>({
    queryKey: ['bonus', params],
    queryFn: () => getBonus(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
