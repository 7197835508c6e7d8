import { useRouter } from 'next/router';

/** A query parameter given once as text; null when absent or repeated. */
export function useQueryParam(name: string): string | null {
  const value = useRouter().query[name];
  return typeof value === 'string' ? value : null;
}
