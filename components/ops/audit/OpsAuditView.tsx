import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { auditExportUrl, useAuditLog, type AuditFilters } from '@/hooks/ops/useOpsAudit';
import { useTranslation } from '@/hooks/useTranslation';
import AuditEntryList from './AuditEntryList';
import AuditFilterForm, { NO_AUDIT_FILTERS } from './AuditFilterForm';

const ExportLink = styled.a`
  align-self: flex-start;
  font-weight: 600;
`;

const FILTER_FIELDS = ['operator', 'action', 'target', 'from', 'to'] as const;

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
                <AuditEntryList entries={rows} />
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
