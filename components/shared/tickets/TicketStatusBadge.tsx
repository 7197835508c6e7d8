import styled from 'styled-components';
import { TICKET_STATUS_TEXT } from '@/config/tickets';
import type { TicketStatus } from '@/contract/enums';
import { useTranslation } from '@/hooks/useTranslation';

const Badge = styled.span<{ $status: TicketStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme, $status }) => ($status === 'ANSWERED' ? '#0E6B30' : $status === 'OPEN' ? theme.colors.primaryText : theme.colors.textSubtle)};
  background: ${({ theme, $status }) => ($status === 'ANSWERED' ? '#E7F6EC' : $status === 'OPEN' ? theme.colors.primarySubtle : theme.colors.background)};
`;

export default function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Badge $status={status}>{t(TICKET_STATUS_TEXT[status])}</Badge>;
}
