import type { NumberFormat } from '@/config/format';

/** Every decimal the server sent: a statement shows amounts exactly, as the CSV files hold them. */
export const STATEMENT_DECIMALS = 18;

export const exactAmount = (format: NumberFormat, value: string, symbol?: string) => format.amount(value, symbol, STATEMENT_DECIMALS);

/** 'YYYY-MM' as 'MM/YYYY'. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'. */
export const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
