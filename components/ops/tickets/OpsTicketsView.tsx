import { useState } from 'react';
import styled from 'styled-components';
import PageFrame from '@/components/ui/PageFrame';
import type { TicketStatus } from '@/contract/enums';
import OpsTicketQueue from './OpsTicketQueue';
import OpsTicketThreadPanel from './OpsTicketThreadPanel';

const Columns = styled.div`
  display: grid;
  /* One column on phones that never grows past the screen (a ticket's one-line preview does not wrap). */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  min-width: 0;

  ${({ theme }) => theme.mediaQueries.lg} {
    grid-template-columns: minmax(280px, 380px) minmax(0, 1fr);
    align-items: start;
  }
`;

/** /ops/tickets: the support queue beside the chosen ticket's thread. */
export default function OpsTicketsView() {
  const [status, setStatus] = useState<TicketStatus>('OPEN');
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <PageFrame title="Support tickets" intro="Tickets waiting for an answer come first, the longest waiting at the top.">
      <Columns>
        <OpsTicketQueue status={status} onStatus={setStatus} chosen={chosen} onChoose={setChosen} />
        {chosen && <OpsTicketThreadPanel ticketId={chosen} />}
      </Columns>
    </PageFrame>
  );
}
