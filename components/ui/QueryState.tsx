import type { ReactNode } from 'react';
import type { TranslationKey } from '@/config/translate';
import QueryFallback from './QueryFallback';

/** What QueryState reads of a query (a react-query result fits). */
export interface QueryStatus<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  /** The failure (react-query's `error`): a server's limit (429) is said as such. */
  error?: unknown;
}

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** What failed, e.g. "The orders could not be loaded." */
  errorText: TranslationKey;
  loadingText?: TranslationKey;
  /** Shown while loading instead of the loading line (a placeholder of the content). */
  loading?: ReactNode;
  /** Keep showing what was loaded before when a later fetch fails (a paged list). */
  keepDataOnError?: boolean;
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the content when `isEmpty` says so. */
  empty?: ReactNode;
  /** The id of the loading or error element (the target of an aria-controls). */
  id?: string;
  children: (data: T) => ReactNode;
}

/** The states of data being loaded: a loading line, the error with "Try again" (refetches), empty, or the content. */
export default function QueryState<T>({ query, keepDataOnError = false, isEmpty, empty, children, ...fallback }: QueryStateProps<T>) {
  const { data, isPending, isError } = query;
  if (isPending || data === undefined || (isError && !keepDataOnError)) return <QueryFallback query={query} {...fallback} />;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
