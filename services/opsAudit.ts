import { API_URL } from '@/config/api';
import type { OpsAuditPage } from '@/contract/ops-audit';
import { opsCall } from './opsCall';
import { opsHttp } from './opsHttp';

/** The audit list's filters, as typed (empty ones are left out). */
export interface AuditFilters {
  operator: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

const paramsOf = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));

export const getAuditPage = (filters: AuditFilters, cursor: string | null) =>
  opsCall(opsHttp.get<OpsAuditPage>('/audit', { params: { ...paramsOf(filters), ...(cursor ? { cursor } : {}) } }));

/** The CSV export's address (a plain link: the browser downloads it with the session cookie). */
export const auditExportUrl = (filters: AuditFilters) => {
  const query = new URLSearchParams(paramsOf(filters)).toString();
  return `${API_URL}/ops/audit/export.csv${query ? `?${query}` : ''}`;
};
