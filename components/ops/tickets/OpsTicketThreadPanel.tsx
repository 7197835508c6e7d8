import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import ErrorNote from '@/components/ui/ErrorNote';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import TicketMessageItem from '@/components/shared/tickets/TicketMessageItem';
import TicketStatusBadge from '@/components/shared/tickets/TicketStatusBadge';
import TicketThreadList from '@/components/shared/tickets/TicketThreadList';
import { TICKET_CATEGORY_TEXT } from '@/config/tickets';
import type { TranslationKey } from '@/config/translate';
import type { OpsTicketThread } from '@/contract/tickets';
import { loadOpsTicketImage, opsErrorOf, useCloseOpsTicket, useOpsTicket } from '@/hooks/ops/useOpsTickets';
import { useTranslation } from '@/hooks/useTranslation';
import AnswerForm from './AnswerForm';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
`;

const Heading = styled.h2`
  scroll-margin-top: 16px;
`;

/**
 * Brings the opened thread to the operator: on phones it opens below the queue, out of view. Its heading takes the
 * focus (a screen reader reads from there) and scrolls into view; once per ticket, not on each refresh of it.
 */
function useShowOpened(ticketId: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [ticketId]);
  return heading;
}

function Thread({ ticket }: { ticket: OpsTicketThread }) {
  const { t } = useTranslation();
  const close = useCloseOpsTicket(ticket._id);
  const heading = useShowOpened(ticket._id);
  return (
    <Stack>
      <Card aria-labelledby="ops-ticket-heading">
        <Heading id="ops-ticket-heading" ref={heading} tabIndex={-1}>{t('Ticket #%number%', { number: ticket.number })}</Heading>
        <Summary>
          <span>
            {ticket.member.fullName} ({ticket.member.username})
          </span>
          <span>{t(TICKET_CATEGORY_TEXT[ticket.category])}</span>
          <TicketStatusBadge status={ticket.status} />
        </Summary>
        <TicketThreadList aria-label={t('Messages')}>
          {ticket.messages.map((message) => (
            <TicketMessageItem
              key={message._id}
              message={message}
              author={message.author === 'SUPPORT' ? t('Support (%name%)', { name: message.operator ?? '—' }) : ticket.member.username}
              loadImage={loadOpsTicketImage}
            />
          ))}
        </TicketThreadList>
      </Card>
      {ticket.status !== 'CLOSED' && (
        <Card aria-labelledby="answer-heading">
          <h2 id="answer-heading">{t('Answer')}</h2>
          <AnswerForm ticketId={ticket._id} />
          {close.error && <ErrorNote role="alert">{t(opsErrorOf(close.error).message as TranslationKey)}</ErrorNote>}
          <Actions>
            <Button $variant="neutral" onClick={() => close.mutate(undefined)} disabled={close.isPending}>
              {t('Close ticket')}
            </Button>
          </Actions>
        </Card>
      )}
    </Stack>
  );
}

/** The chosen ticket of the queue: its thread, the answer form and closing. */
export default function OpsTicketThreadPanel({ ticketId }: { ticketId: string }) {
  const thread = useOpsTicket(ticketId);
  return (
    <QueryState query={thread} errorText="The ticket could not be loaded.">
      {(loaded) => <Thread ticket={loaded} />}
    </QueryState>
  );
}
