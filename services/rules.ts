import type { CompensationPlan, FeeSchedule } from '@/contract/rules';
import { http } from './http';

/** The compensation plan as the server applies it (public: prospects read it before signing up). */
export async function getCompensationPlan(): Promise<CompensationPlan> {
  const { data } = await http.get<CompensationPlan>('public/rules/plan');
  return data;
}

/** The fee schedule as the server charges it (public). */
export async function getFeeSchedule(): Promise<FeeSchedule> {
  const { data } = await http.get<FeeSchedule>('public/rules/fees');
  return data;
}
