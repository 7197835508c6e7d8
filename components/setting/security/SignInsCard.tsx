import styled from 'styled-components';
import { SecondaryButton } from '@/components/auth/styles';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useSignIns } from '@/hooks/settings/useSignIns';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsCard from '../shared/SettingsCard';
import { Actions, ErrorNote, Muted } from '../shared/styles';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:first-child { border-top: 0; padding-top: 0; }
  time { font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
`;

/** GET sign-ins: when, from which IP and device. */
export default function SignInsCard() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { data, isPending, isError, refetch } = useSignIns();

  return (
    <SettingsCard title={t('Recent sign-ins')} description={t('If you do not recognise a sign-in, change your password.')}>
      {isPending && <Muted role="status">{t('Loading…')}</Muted>}
      {isError && (
        <Actions>
          <ErrorNote role="alert">{t('The sign-ins could not be loaded.')}</ErrorNote>
          <SecondaryButton onClick={() => void refetch()}>{t('Try again')}</SecondaryButton>
        </Actions>
      )}
      {data && data.length === 0 && <Muted>{t('No sign-ins yet')}</Muted>}
      {data && data.length > 0 && (
        <List>
          {data.map((signIn, index) => (
            <li key={`${signIn.time}-${index}`}>
              <time dateTime={signIn.time}>{formatDateTime(signIn.time)}</time>
              <span>{t('IP %ip%', { ip: signIn.ip || '—' })}</span>
              <span>{signIn.device || t('Unknown device')}</span>
            </li>
          ))}
        </List>
      )}
    </SettingsCard>
  );
}
