import * as z from 'zod/mini';

import { newTicketSchema, TICKET_IMAGES_MAX, ticketReplySchema } from '@/contract/requests/tickets';

const images = z.array(z.custom<File>((value) => value instanceof Blob)).check(z.maxLength(TICKET_IMAGES_MAX, 'TICKET_TOO_MANY_IMAGES'));

/** A new ticket: the contract's fields and up to three images. */
export const newTicketFormSchema = z.extend(newTicketSchema, { images });
export type NewTicketFormValues = z.input<typeof newTicketFormSchema>;

/** A member's reply: the contract's text and up to three images. */
export const ticketReplyFormSchema = z.extend(ticketReplySchema, { images });
export type TicketReplyFormValues = z.input<typeof ticketReplyFormSchema>;
