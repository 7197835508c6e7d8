import type { TokenSymbol } from '@/contract/enums';
import type { NumberFormat } from '@/config/format';

/** Mining rewards are paid in EC. */
export const MINING_REWARD_SYMBOL = 'EC' as const satisfies TokenSymbol;

export function formatReward(format: NumberFormat, amount: string): string {
  return format.amount(amount, MINING_REWARD_SYMBOL);
}

export function formatPower(format: NumberFormat, power: string): string {
  return `${format.number(power)} TiB`;
}

/** A UTC day (YYYY-MM-DD) as an instant its formatter can show with `timeZone: 'UTC'`. */
export function dayInstant(day: string): string {
  return `${day}T00:00:00Z`;
}
