import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import TextField from '@/components/ui/TextField';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useDownlineSearch } from '@/hooks/network/useDownlineSearch';
import { useTranslation } from '@/hooks/useTranslation';
import { useNetworkTreeContext } from './NetworkTreeContext';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;

  & > div:first-child { flex: 1 1 220px; min-width: 0; }
  & > button { flex: 0 0 auto; margin-top: 26px; }
`;

/** Finds a member by username, opens the branches down to them and highlights them; `?focus=` searches on load. */
export default function MemberSearch() {
  const { t } = useTranslation();
  const { reveal } = useNetworkTreeContext();
  const { search, reset, error, isPending } = useDownlineSearch(reveal);
  const focus = useQueryParam('focus');
  const searchedFocus = useRef<string | null>(null);
  const [username, setUsername] = useState('');
  const [emptyError, setEmptyError] = useState(false);

  useEffect(() => {
    const wanted = focus?.trim();
    if (!wanted || searchedFocus.current === wanted) return;
    searchedFocus.current = wanted;
    setUsername(wanted);
    search(wanted);
  }, [focus, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim();
    setEmptyError(!wanted);
    if (!wanted) return reset();
    search(wanted);
  };

  return (
    <Card aria-labelledby="member-search-heading">
      <h2 id="member-search-heading">{t('Find a member')}</h2>
      <Row role="search" noValidate onSubmit={submit}>
        <TextField
          name="username"
          label={t('Username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={emptyError ? t('Enter a username') : (error ?? undefined)}
        />
        <Button type="submit" disabled={isPending}>{isPending ? t('Searching…') : t('Find')}</Button>
      </Row>
    </Card>
  );
}
