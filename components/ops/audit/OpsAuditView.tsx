import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import Stack from '@/components/ui/Stack';
import type { OpsAuditEntry } from '@/contract/ops-audit';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { auditExportUrl, useAuditLog, type AuditFilters } from '@/hooks/ops/useOpsAudit';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import AuditFilterForm, { NO_AUDIT_FILTERS } from './AuditFilterForm';

const Json = styled.code`
  font-size: 13px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ExportLink = styled.a`
  align-self: flex-start;
  font-weight: 600;
`;

const FILTER_FIELDS = ['operator', 'action', 'target', 'from', 'to'] as const;

const jsonText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

function AuditTable({ entries }: { entries: OpsAuditEntry[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime({ dateStyle: 'short', timeStyle: 'medium' });
  const rows = entries.map((entry) => ({
    id: entry.id,
    at: formatDateTime(entry.at),
    operator: entry.operator ?? t('the system'),
    ip: entry.ip ?? '—',
    action: entry.action,
    target: entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType,
    before: <Json>{jsonText(entry.before)}</Json>,
    after: <Json>{jsonText(entry.after)}</Json>,
    reason: entry.reason ?? '',
  }));
  return (
    <ResponsiveTable
      caption={t('Operator actions, newest first')}
      columns={[
        { key: 'at', label: t('Time') },
        { key: 'operator', label: t('Operator') },
        { key: 'ip', label: t('Address') },
        { key: 'action', label: t('Action') },
        { key: 'target', label: t('Target') },
        { key: 'before', label: t('Before') },
        { key: 'after', label: t('After') },
        { key: 'reason', label: t('Reason') },
      ]}
      rows={rows}
    />
  );
}

/** /ops/audit (admin): every operator action, searchable, a page more on demand, and the CSV of the search. */
export default function OpsAuditView() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const audit = useAuditLog(filters);
  const { fieldError } = useServerErrors();
  const searchError = audit.error ? FILTER_FIELDS.map((field) => fieldError(audit.error, field)).find(Boolean) : undefined;
  const entries = audit.data?.pages.flatMap((page) => page.entries);
  return (
    <PageFrame title="Audit log" intro="Who did what, when and from where, with the values before and after. The log cannot be changed.">
      <Stack>
        <AuditFilterForm applied={filters} onApply={setFilters} />
        <ExportLink href={auditExportUrl(filters)} download>
          {t('Export these rows as CSV')}
        </ExportLink>
        {searchError ? (
          <Notice role="alert">{searchError}</Notice>
        ) : (
          <QueryState
            query={{ ...audit, data: entries }}
            errorText="The audit log could not be loaded."
            keepDataOnError
            isEmpty={(rows) => rows.length === 0}
            empty={<p>{t('No action matches this search.')}</p>}
          >
            {(rows) => (
              <>
                <AuditTable entries={rows} />
                {audit.isFetchNextPageError && <Notice role="alert">{t('The next page could not be loaded.')}</Notice>}
                {audit.hasNextPage && (
                  <div>
                    <Button type="button" $variant="neutral" disabled={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
                      {audit.isFetchingNextPage ? t('Loading…') : t('Show older actions')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </PageFrame>
  );
}
