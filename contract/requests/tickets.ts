import * as z from 'zod/mini';

import { TICKET_CATEGORIES } from '../enums';
import { requiredText } from './fields';

/** A message of a ticket: its text, up to 2000 characters. */
export const TICKET_TEXT_MAX = 2000;
/** Images a member may attach to one message. */
export const TICKET_IMAGES_MAX = 3;

const ticketText = requiredText('TICKET_TEXT').check(
  z.trim(),
  z.minLength(1, 'TICKET_TEXT_REQUIRED'),
  z.maxLength(TICKET_TEXT_MAX, 'TICKET_TEXT_TOO_LONG'),
);

/** The text fields of a new ticket (the images travel beside them in the multipart body, as `images`). */
export const newTicketSchema = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: 'TICKET_CATEGORY_INVALID' }),
  text: ticketText,
});
export type NewTicketFields = z.input<typeof newTicketSchema>;

/** A member's reply or an operator's answer. */
export const ticketReplySchema = z.object({ text: ticketText });
export type TicketReplyFields = z.input<typeof ticketReplySchema>;

export interface NewTicket extends NewTicketFields {
  images: Blob[];
}

export interface TicketReply extends TicketReplyFields {
  images: Blob[];
}
