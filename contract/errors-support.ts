/** Support tickets' error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const SUPPORT_ERROR_TEXTS = {
  TICKET_NOT_FOUND: 'Ticket not found',
  TICKET_CLOSED: 'This ticket is closed: open a new one',
  TICKET_CATEGORY_INVALID: 'Category must be one of ACCOUNT, ORDER, WITHDRAWAL, KYC, OTHER',
  TICKET_TEXT_REQUIRED: 'Write your message',
  TICKET_TEXT_NOT_TEXT: 'The message must be text',
  TICKET_TEXT_TOO_LONG: 'The message must be at most 2000 characters',
  TICKET_TOO_MANY_IMAGES: 'Attach at most 3 images',
  TICKET_STATUS_INVALID: 'Status must be one of OPEN, ANSWERED, CLOSED',
} as const;
