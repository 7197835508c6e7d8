import { useQuery } from '@tanstack/react-query';
import type { BonusExplanation } from '@/contract/bonus';
import { getBonusExplanation, type BonusRef } from '@/services/transaction';

export type { BonusRef };

/** One bonus and why it was paid, fetched while `ref` is set (a dialog open on it). */
export function useBonusExplanation(ref: BonusRef | null) {
  return useQuery<BonusExplanation>({
    queryKey: ['bonus-explanation', ref],
    queryFn: () => getBonusExplanation(ref as BonusRef),
    enabled: ref !== null,
    // A bonus never changes once paid.
    staleTime: Infinity,
  });
}
