import { useQuery } from '@tanstack/react-query';
import { getCompensationPlan, getFeeSchedule } from '@/services/rules';

/** Rules change only by an operator's edit: kept a minute, fetched again on the next visit after that. */
const RULES_STALE_MS = 60_000;

export function useCompensationPlan() {
  return useQuery({ queryKey: ['rules', 'plan'], queryFn: getCompensationPlan, staleTime: RULES_STALE_MS });
}

export function useFeeSchedule() {
  return useQuery({ queryKey: ['rules', 'fees'], queryFn: getFeeSchedule, staleTime: RULES_STALE_MS });
}
