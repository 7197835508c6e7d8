import type { TicketAuthor, TicketCategory, TicketStatus } from './enums';

/** A ticket in a list: what it is about, where it stands, the start of its first message. */
export interface TicketSummary {
  _id: string;
  /** The number the member and support quote (#12). */
  number: number;
  category: TicketCategory;
  status: TicketStatus;
  /** The first message's start (up to 120 characters). */
  preview: string;
  /** ISO date-times: opened, and the last message. */
  createdAt: string;
  lastMessageAt: string;
}

export interface TicketMessage {
  _id: string;
  author: TicketAuthor;
  text: string;
  /** URLs of the images (served to the ticket's member and to operators only, with their credentials). */
  images: string[];
  createdAt: string;
}

/** A ticket with its whole thread, oldest message first. */
export interface TicketThread extends TicketSummary {
  messages: TicketMessage[];
}

/** The console's view of a message: which operator answered. */
export interface OpsTicketMessage extends TicketMessage {
  operator: string | null;
}

export interface OpsTicketSummary extends TicketSummary {
  member: { username: string; fullName: string };
}

export interface OpsTicketThread extends OpsTicketSummary {
  messages: OpsTicketMessage[];
}
