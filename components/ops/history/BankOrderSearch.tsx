import { useState, type FormEvent } from 'react';
import OrderStatusBadge from '@/components/shared/OrderStatusBadge';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useBankOrderSearch } from '@/hooks/ops/useOpsHistory';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import { Mono } from '../queues/styles';

/** Finds bank orders of any status by an order code (or its start) or a transfer content pasted from the bank. */
export default function BankOrderSearch() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const { fieldError } = useServerErrors();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = useBankOrderSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const refusal = fieldError(search.error, 'q');
  return (
    <SectionCard title={t('Find an order')}>
      <Stack>
        <form role="search" aria-label={t('Find an order')} onSubmit={submit} style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 260px' }}>
            <TextField name="q" type="search" label={t('Order code or transfer content')} value={typed} onChange={(event) => setTyped(event.target.value)} error={refusal} autoComplete="off" />
          </div>
          <Button type="submit">{t('Search')}</Button>
        </form>
        {query !== '' && !refusal && (
          <QueryState
            query={search}
            errorText="The orders could not be loaded."
            isEmpty={(found) => found.items.length === 0}
            empty={<Notice $tone="info">{t('No bank order matches %query%.', { query })}</Notice>}
          >
            {(found) => (
              <ResponsiveTable
                caption={t('Bank orders found')}
                columns={[
                  { key: 'code', label: t('Order code') },
                  { key: 'member', label: t('Member') },
                  { key: 'amountVnd', label: t('Amount (VND)'), numeric: true },
                  { key: 'createdAt', label: t('Placed') },
                  { key: 'status', label: t('Status') },
                ]}
                rows={found.items.map((order) => ({
                  id: order.code,
                  code: <Mono>{order.code}</Mono>,
                  member: `${order.username} · ${order.fullName}`,
                  amountVnd: format.vnd(order.amountVnd),
                  createdAt: formatDateTime(order.createdAt),
                  status: <OrderStatusBadge status={order.status} />,
                }))}
              />
            )}
          </QueryState>
        )}
      </Stack>
    </SectionCard>
  );
}
