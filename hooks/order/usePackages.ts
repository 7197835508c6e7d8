import { useQuery } from '@tanstack/react-query';
import { getProducts } from '@/services/product';

export const MEMBER_PACKAGES_QUERY_KEY = ['products', 'member', 'PACKAGE'] as const;

/** The membership packages of the catalogue, as the server lists them. */
export function usePackages() {
  return useQuery({ queryKey: MEMBER_PACKAGES_QUERY_KEY, queryFn: () => getProducts('PACKAGE') });
}
