import type { TicketCategory, TicketStatus } from '@/contract/enums';
import type { TranslationKey } from './translate';

export const TICKET_CATEGORY_TEXT: Record<TicketCategory, TranslationKey> = {
  ACCOUNT: 'Account',
  ORDER: 'Order',
  WITHDRAWAL: 'Withdrawal',
  KYC: 'KYC',
  OTHER: 'Other',
};

export const TICKET_STATUS_TEXT: Record<TicketStatus, TranslationKey> = {
  OPEN: 'Open',
  ANSWERED: 'Answered',
  CLOSED: 'Closed',
};

/** The page of one ticket. */
export const supportTicketPath = (id: string) => `/support/${encodeURIComponent(id)}`;
