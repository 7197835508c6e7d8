import styled from 'styled-components';
import Card from '@/components/ui/Card';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import TicketStatusBadge from '@/components/shared/tickets/TicketStatusBadge';
import { TICKET_CATEGORY_TEXT, TICKET_STATUS_TEXT } from '@/config/tickets';
import { TICKET_STATUSES, type TicketStatus } from '@/contract/enums';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useTicketQueue } from '@/hooks/ops/useOpsTickets';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  font: inherit;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : theme.colors.surface)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
`;

const Items = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  li { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Row = styled.button<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 12px 8px;
  border: 0;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.primarySubtle : 'transparent')};
  min-width: 0;
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Preview = styled.span`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

interface OpsTicketQueueProps {
  status: TicketStatus;
  onStatus: (status: TicketStatus) => void;
  chosen: string | null;
  onChoose: (id: string) => void;
}

/** Tickets of one status, the longest waiting first; choosing one opens its thread. */
export default function OpsTicketQueue({ status, onStatus, chosen, onChoose }: OpsTicketQueueProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const pager = useCursorPager(status);
  const queue = useTicketQueue(status, pager.cursor);
  return (
    <Card aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('Queue')}</h2>
      <Tabs role="group" aria-label={t('Status')}>
        {TICKET_STATUSES.map((value) => (
          <Tab key={value} $active={value === status} aria-pressed={value === status} onClick={() => onStatus(value)}>
            {t(TICKET_STATUS_TEXT[value])}
          </Tab>
        ))}
      </Tabs>
      <QueryState query={queue} errorText="The tickets could not be loaded." keepDataOnError isEmpty={(page) => page.items.length === 0 && pager.page === 1} empty={<p>{t('No tickets here.')}</p>}>
        {(page) => (
          <>
            <Items>
              {page.items.map((ticket) => (
                <li key={ticket._id}>
                  <Row $chosen={ticket._id === chosen} aria-current={ticket._id === chosen ? 'true' : undefined} onClick={() => onChoose(ticket._id)}>
                    <Line>
                      <strong>{t('Ticket #%number%', { number: ticket.number })}</strong>
                      <span>{ticket.member.username}</span>
                      <span>{t(TICKET_CATEGORY_TEXT[ticket.category])}</span>
                      <TicketStatusBadge status={ticket.status} />
                    </Line>
                    <Preview>{ticket.preview}</Preview>
                    <small>{t('Last message %time%', { time: formatDateTime(ticket.lastMessageAt) })}</small>
                  </Row>
                </li>
              ))}
            </Items>
            {(pager.page > 1 || page.nextCursor) && (
              <CursorPager pager={pager} nextCursor={page.nextCursor} busy={queue.isPlaceholderData} />
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
