import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useSessions } from '@/hooks/settings/useSessions';
import { useTranslation } from '@/hooks/useTranslation';
import ItemFacts from './ItemFacts';

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child { border-top: 0; padding-top: 0; }
`;

const ThisDevice = styled.span`
  && {
    align-self: flex-start;
    padding: 2px 8px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: 12px;
    font-weight: 600;
  }
`;

/** GET sessions: every signed-in device, this one marked; sign out one, or all the others. */
export default function SessionsCard() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { sessions, signOutOne, signOutOthers } = useSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const busy = signOutOne.isPending || signOutOthers.isPending;

  return (
    <SectionCard
      title={t('Signed-in devices')}
      description={t('Sign out a device you do not recognise, then change your password.')}
    >
      <QueryState query={sessions} errorText="The signed-in devices could not be loaded." keepDataOnError>
        {(data) => (
          <>
            <List aria-label={t('Signed-in devices')}>
              {data.map((session) => (
                <li key={session.id}>
                  <ItemFacts>
                    <strong>{session.device}</strong>
                    {session.current && <ThisDevice>{t('This device')}</ThisDevice>}
                    <span>{t('IP %ip%', { ip: session.ip || '—' })}</span>
                    <span>{t('Signed in %time%', { time: formatDateTime(session.signedInAt) })}</span>
                    <span>{t('Last active %time%', { time: formatDateTime(session.lastActiveAt) })}</span>
                  </ItemFacts>
                  {!session.current && (
                    <Button
                      $variant="secondary"
                      disabled={busy}
                      aria-label={t('Sign out %device%', { device: session.device })}
                      onClick={() => signOutOne.mutate(session.id)}
                    >
                      {t('Sign out')}
                    </Button>
                  )}
                </li>
              ))}
            </List>
            {others.length > 0 && (
              <Actions>
                <Button $variant="secondary" disabled={busy} onClick={() => signOutOthers.mutate()}>
                  {t('Sign out all other devices')}
                </Button>
              </Actions>
            )}
            {others.length === 0 && <Note>{t('No other device is signed in.')}</Note>}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
