import type { ErrorCode } from '@/contract/errors';

type ErrorTexts = Readonly<Record<ErrorCode, string>>;

let table: ErrorTexts | undefined;
let loading: Promise<ErrorTexts> | undefined;

/**
 * The contract's error texts (every code's English text, some 3 kB gzipped) in a chunk of their own: fetched after
 * the first paint by the views that show errors, and before any failed API call reaches the page (services/http.ts),
 * so a code met on the page always has its text.
 */
export function loadErrorTexts(): Promise<ErrorTexts> {
  loading ??= import('@/contract/errors').then(
    (errors) => (table = errors.ERROR_TEXTS),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The code's text once the texts are loaded; undefined for anything else (or before they are). */
export function errorTextOf(code: unknown): string | undefined {
  return typeof code === 'string' && table !== undefined && Object.hasOwn(table, code) ? table[code as ErrorCode] : undefined;
}

/** Whether `value` is a code of the contract (false until the texts are loaded). */
export function isKnownErrorCode(value: unknown): value is ErrorCode {
  return errorTextOf(value) !== undefined;
}
