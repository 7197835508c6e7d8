import { useInfiniteQuery } from '@tanstack/react-query';
import { getAuditPage, type AuditFilters } from '@/services/opsAudit';

/** The audit rows of the filters, newest first, a page more on demand (paged by key). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['ops', 'audit', filters],
    queryFn: ({ pageParam }) => getAuditPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

export type { AuditFilters };
/** The CSV export of the filters: a plain link the browser downloads with the session cookie. */
export { auditExportUrl } from '@/services/opsAudit';
