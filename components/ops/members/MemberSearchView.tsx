import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import Stack from '@/components/ui/Stack';
import TextField from '@/components/ui/TextField';
import { opsMemberPath } from '@/config/opsMenu';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useMemberSearch } from '@/hooks/ops/useOpsMembers';
import { useTranslation } from '@/hooks/useTranslation';
import { KYC_LABELS } from './labels';

/** /ops/members: search by a username, e-mail, phone or full name (their start), a given name or a referral code; each hit opens its page. */
export default function MemberSearchView() {
  const { t } = useTranslation();
  const { fieldError } = useServerErrors();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const pager = useCursorPager(query);
  const search = useMemberSearch(query, pager.cursor);
  const tooShort = query !== '' && query.trim().length < 2;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <PageFrame title="Members" intro="Find a member by the start of their username, e-mail, phone or full name (with or without accents), by their given name, or by their referral code.">
      <Stack>
        <form role="search" onSubmit={submit} style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 260px' }}>
            <TextField
              name="q"
              type="search"
              label={t('Username, e-mail, phone, full name or referral code')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={tooShort ? t('Type 2 to 100 characters of a username, e-mail, phone, referral code or full name') : fieldError(search.error, 'q')}
              autoComplete="off"
            />
          </div>
          <Button type="submit">{t('Search')}</Button>
        </form>
        {query.trim().length >= 2 && (
          <QueryState
            query={search}
            errorText="The members could not be loaded."
            isEmpty={(page) => page.items.length === 0}
            empty={<Notice $tone="info">{t('No member matches %query%.', { query })}</Notice>}
          >
            {(page) => (
              <Stack>
                <ResponsiveTable
                  caption={t('Members found')}
                  columns={[
                    { key: 'username', label: t('Username') },
                    { key: 'fullName', label: t('Full name') },
                    { key: 'email', label: t('Email') },
                    { key: 'phone', label: t('Phone') },
                    { key: 'referralCode', label: t('Referral code') },
                    { key: 'state', label: t('KYC / account') },
                  ]}
                  rows={page.items.map((hit) => ({
                    id: hit.username,
                    username: <Link href={opsMemberPath(hit.username)}>{hit.username}</Link>,
                    fullName: hit.fullName,
                    email: hit.email,
                    phone: hit.phone,
                    referralCode: hit.referralCode,
                    state: `${t(KYC_LABELS[hit.kycStatus])}${hit.locked ? ` · ${t('Locked')}` : ''}`,
                  }))}
                />
                <CursorPager pager={pager} nextCursor={page.nextCursor} busy={search.isFetching} />
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </PageFrame>
  );
}
