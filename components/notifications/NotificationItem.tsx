import styled from 'styled-components';
import { phoneTapLink } from '@/components/ui/tapTarget';
import type { Notification } from '@/contract/notifications';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { ROUTES } from '@/config/routes';
import { useNotificationText } from '@/hooks/notifications/useNotificationText';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { supportTicketPath } from '@/config/tickets';

const Row = styled.div<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  gap: 2px 10px;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: ${({ $unread }) => ($unread ? 'pointer' : 'default')};

  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; }
  &:disabled { cursor: progress; }
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const Text = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 13px;
`;

const NotMe = styled(PrefetchLink)`
  display: block;
  padding: 0 16px 10px 36px;
  color: ${({ theme }) => theme.colors.failure};
  font-size: 13px;
  font-weight: 600;
  ${phoneTapLink}
`;

const Explain = styled(PrefetchLink)`
  display: block;
  padding: 0 16px 10px 36px;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 13px;
  font-weight: 600;
  ${phoneTapLink}
`;

/** The bonus page with the explanation of the bonus this order paid open. */
const bonusExplanationPath = (orderCode: string) => `${ROUTES.bonus}?explain=${encodeURIComponent(orderCode)}`;

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: string) => void;
  busy: boolean;
}

/** One notification; an unread one is a button that marks it read (a read one is plain text). */
export default function NotificationItem({ notification, onMarkRead, busy }: NotificationItemProps) {
  const { t } = useTranslation();
  const wording = useNotificationText();
  const formatDateTime = useFormatDateTime();
  const unread = !notification.read;
  return (
    <>
      <Row
        {...(unread ? { as: 'button' as const, type: 'button' as const, disabled: busy, onClick: () => onMarkRead(notification._id) } : {})}
        $unread={unread}
        data-unread={unread}
      >
        <Dot $unread={unread} aria-hidden="true" />
        <Text $unread={unread}>{wording(notification)}</Text>
        <When>
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          {unread && <VisuallyHidden>{` · ${t('Unread, mark as read')}`}</VisuallyHidden>}
        </When>
      </Row>
      {notification.type === 'SECURITY_CHANGE' && <NotMe href={ROUTES.notMe}>{t('This was not me')}</NotMe>}
      {notification.type === 'TICKET_ANSWERED' && notification.params.ticketId && (
        <NotMe href={supportTicketPath(notification.params.ticketId)}>{t('Open the ticket')}</NotMe>
      )}
      {notification.type === 'KYC_REJECTED' && <Explain href={ROUTES.settingKyc}>{t('See why and send again')}</Explain>}
      {notification.type === 'BONUS_RECEIVED' && notification.params.orderCode && (
        <Explain href={bonusExplanationPath(notification.params.orderCode)}>{t('Why this bonus?')}</Explain>
      )}
    </>
  );
}
