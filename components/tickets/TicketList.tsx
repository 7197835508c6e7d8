import Link from 'next/link';
import styled from 'styled-components';
import Card from '@/components/ui/Card';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import { supportTicketPath, TICKET_CATEGORY_TEXT } from '@/config/tickets';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTicketList } from '@/hooks/tickets/useTickets';
import { useTranslation } from '@/hooks/useTranslation';
import TicketStatusBadge from '@/components/shared/tickets/TicketStatusBadge';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;

  /* 4 px above and below each row's link: two links are 9 px apart across the rule, as a thumb needs. */
  li { padding: 4px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  a { display: flex; flex-direction: column; gap: 4px; padding: 8px 0; color: inherit; text-decoration: none; min-width: 0; }
  a:hover strong { text-decoration: underline; }
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Preview = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The member's tickets, newest first, each a link to its thread. */
export default function TicketList() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const pager = useCursorPager('tickets');
  const list = useTicketList(pager.cursor);
  return (
    <Card aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{t('Your tickets')}</h2>
      <QueryState query={list} errorText="The tickets could not be loaded." keepDataOnError isEmpty={(page) => page.items.length === 0 && pager.page === 1} empty={<p>{t('You have no tickets yet.')}</p>}>
        {(page) => (
          <>
            <Items>
              {page.items.map((ticket) => (
                <li key={ticket._id}>
                  <Link href={supportTicketPath(ticket._id)}>
                    <Line>
                      <strong>{t('Ticket #%number%', { number: ticket.number })}</strong>
                      <span>{t(TICKET_CATEGORY_TEXT[ticket.category])}</span>
                      <TicketStatusBadge status={ticket.status} />
                    </Line>
                    <Preview>{ticket.preview}</Preview>
                    <small>{t('Last message %time%', { time: formatDateTime(ticket.lastMessageAt) })}</small>
                  </Link>
                </li>
              ))}
            </Items>
            {(pager.page > 1 || page.nextCursor) && (
              <CursorPager pager={pager} nextCursor={page.nextCursor} busy={list.isPlaceholderData} />
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
