import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { TICKET_CATEGORY_TEXT } from '@/config/tickets';
import type { TicketThread } from '@/contract/tickets';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { loadTicketImage, useCloseTicket, useTicket } from '@/hooks/tickets/useTickets';
import toast from '@/hooks/ui/toast';
import { useTranslation } from '@/hooks/useTranslation';
import ReplyForm from './ReplyForm';
import TicketMessageItem from '@/components/shared/tickets/TicketMessageItem';
import TicketStatusBadge from '@/components/shared/tickets/TicketStatusBadge';
import TicketThreadList from '@/components/shared/tickets/TicketThreadList';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
`;

const CloseButton = styled(Button)`
  margin-left: auto;
`;

function Thread({ ticket }: { ticket: TicketThread }) {
  const { t } = useTranslation();
  const close = useCloseTicket(ticket._id);
  const { errorMessage } = useServerErrors();
  const closeTicket = async () => {
    try {
      await close.mutateAsync(undefined);
      toast.success(t('Ticket closed'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Stack>
      <Card aria-labelledby="ticket-heading">
        <h2 id="ticket-heading">{t('Ticket #%number%', { number: ticket.number })}</h2>
        <Summary>
          <span>{t(TICKET_CATEGORY_TEXT[ticket.category])}</span>
          <TicketStatusBadge status={ticket.status} />
          {ticket.status !== 'CLOSED' && (
            // With the ticket's status, away from "Send reply": the two never sit next to each other.
            <CloseButton $variant="neutral" onClick={() => void closeTicket()} disabled={close.isPending}>
              {t('Close ticket')}
            </CloseButton>
          )}
        </Summary>
        <TicketThreadList aria-label={t('Messages')}>
          {ticket.messages.map((message) => (
            <TicketMessageItem key={message._id} message={message} author={message.author === 'SUPPORT' ? t('Support') : t('You')} loadImage={loadTicketImage} />
          ))}
        </TicketThreadList>
      </Card>
      {ticket.status === 'CLOSED' ? (
        <Card>
          <p>{t('This ticket is closed. Open a new ticket if you need more help.')}</p>
        </Card>
      ) : (
        <Card aria-labelledby="reply-heading">
          <h2 id="reply-heading">{t('Reply')}</h2>
          <ReplyForm ticketId={ticket._id} />
        </Card>
      )}
    </Stack>
  );
}

/** A ticket's thread with the reply form and closing, once loaded; a ticket that is not the member's is not found. */
export default function TicketThreadBody({ id }: { id: string | undefined }) {
  const ticket = useTicket(id);
  return (
    <QueryState query={{ ...ticket, isPending: ticket.isPending || !id }} errorText="The ticket could not be loaded.">
      {(loaded) => <Thread ticket={loaded} />}
    </QueryState>
  );
}
