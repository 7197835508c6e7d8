import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import TextField from '@/components/ui/TextField';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useDownlineSearch } from '@/hooks/network/useDownlineSearch';
import { MATCH_MIN_LENGTH, useDownlineMatches } from '@/hooks/network/useDownlineMatches';
import type { DownlineMatch, DownlineMatches } from '@/contract/network';
import MemberMatches from './MemberMatches';
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

/**
 * Finds a member of the team by the start of a username or a name (suggested as it is typed); the one picked (or the
 * only match, or the exact username) has the branches down to them opened and is highlighted. `?focus=` (a username)
 * searches on load.
 */
export default function MemberSearch() {
  const { t } = useTranslation();
  const { reveal } = useNetworkTreeContext();
  const { search, reset, error, isPending } = useDownlineSearch(reveal);
  const focus = useQueryParam('focus');
  const searchedFocus = useRef<string | null>(null);
  const [username, setUsername] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const matches = useDownlineMatches(username);
  /** What "Find" answered for the text it searched (shown until the text changes). */
  const [found, setFound] = useState<{ q: string; answer: DownlineMatches } | null>(null);
  /** The username of the member last shown in the tree: no list while it stays in the field. */
  const [picked, setPicked] = useState<string | null>(null);
  const typed = username.trim();
  const suggested = typed.length >= MATCH_MIN_LENGTH && matches.q === typed ? matches.data : undefined;
  const listed = picked === typed ? undefined : found?.q === typed ? found.answer : suggested;

  const show = (match: DownlineMatch) => {
    setUsername(match.username);
    setPicked(match.username);
    setFound(null);
    search(match.username);
  };

  useEffect(() => {
    const wanted = focus?.trim();
    if (!wanted || searchedFocus.current === wanted) return;
    searchedFocus.current = wanted;
    setUsername(wanted);
    search(wanted);
  }, [focus, search]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim();
    setEmptyError(!wanted);
    if (!wanted) return reset();
    reset();
    const answer = await matches.findNow(wanted).catch(() => null);
    // The request failed (limit, network): the exact username's search says why.
    if (!answer) return search(wanted);
    const exact = answer.items.find((match) => match.username === wanted.toLowerCase());
    const only = answer.items.length === 1 && !answer.more ? answer.items[0] : undefined;
    if (exact ?? only) return show((exact ?? only) as DownlineMatch);
    setFound({ q: wanted, answer });
  };

  return (
    <Card aria-labelledby="member-search-heading">
      <h2 id="member-search-heading">{t('Find a member')}</h2>
      <Row role="search" noValidate onSubmit={submit}>
        <TextField
          name="username"
          label={t('Username or name')}
          hint={t('The start is enough: "ngu" finds Nguyễn Văn An.')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={emptyError ? t('Enter a username or a name') : (error ?? undefined)}
        />
        <Button type="submit" disabled={isPending}>{isPending ? t('Searching…') : t('Find')}</Button>
      </Row>
      {listed && <MemberMatches items={listed.items} more={listed.more} onPick={show} />}
    </Card>
  );
}
