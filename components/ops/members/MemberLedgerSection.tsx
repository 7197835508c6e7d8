import Amount from '@/components/ui/Amount';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { decimalSign } from '@/config/format';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useOpsMemberLedger } from '@/hooks/ops/useOpsMembers';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { statusLabel } from '@/components/shared/ledgerLabels';
import { LEDGER_TYPE_LABELS } from './labels';

/** The member's ledger, newest first, 20 rows a page (paged by key). */
export default function MemberLedgerSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const pager = useCursorPager(username);
  const ledger = useOpsMemberLedger(username, pager.cursor);
  return (
    <SectionCard title={t('Ledger')}>
      <QueryState query={ledger} errorText="The ledger could not be loaded." keepDataOnError isEmpty={(page) => page.items.length === 0 && pager.page === 1} empty={<p>{t('No ledger entry yet.')}</p>}>
        {(page) => (
          <Stack>
            <ResponsiveTable
              caption={t('Ledger')}
              columns={[
                { key: 'createdAt', label: t('Time') },
                { key: 'type', label: t('Type') },
                { key: 'amount', label: t('Amount'), numeric: true },
                { key: 'balanceAfter', label: t('Balance after'), numeric: true },
                { key: 'reference', label: t('Reference') },
                { key: 'status', label: t('Status') },
              ]}
              rows={page.items.map((entry) => {
                const sign = decimalSign(entry.amount);
                return {
                  id: entry._id,
                  createdAt: formatDateTime(entry.createdAt),
                  type: t(LEDGER_TYPE_LABELS[entry.type]),
                  amount: <Amount $tone={sign > 0 ? 'credit' : sign < 0 ? 'debit' : 'none'}>{format.signed(entry.amount, entry.symbol)}</Amount>,
                  balanceAfter: format.amount(entry.balanceAfter, entry.symbol),
                  reference: entry.reference ?? '—',
                  status: statusLabel(t, entry.status),
                };
              })}
            />
            <CursorPager pager={pager} nextCursor={page.nextCursor} busy={ledger.isFetching} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
