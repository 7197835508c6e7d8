import type { Locale } from '../../../contract/enums';

/** Who a mail goes to: the member's address and name, the language of their mails and their anti-phishing code. */
export interface MailRecipient {
  email: string;
  username: string;
  fullName: string;
  language: Locale;
  /** Shown at the top of every mail to the member; null: none set. */
  antiPhishingPhrase: string | null;
}

/** The platform as the mails show it (WEB settings and PUBLIC_URL, see brand.ts). */
export interface MailBrand {
  siteName: string;
  /** Absolute URL of the logo image, under PUBLIC_URL. */
  logoUrl: string;
  /** The support hotline (WEB.hotline); null: none configured. */
  hotline: string | null;
  /** PUBLIC_URL: every link of a mail starts with it. */
  publicUrl: string;
}

/**
 * What a template says, in one language, as plain values: the layout (layout.ts) renders it as the text part and,
 * HTML-escaped, as the HTML part.
 */
export interface MailContent {
  subject: string;
  /** The title at the top of the mail's body. */
  heading: string;
  blocks: readonly MailBlock[];
  /** Why the member gets this mail (the footer's first line). */
  reason: string;
}

export type MailBlock =
  /** A paragraph. */
  | { type: 'text'; text: string }
  /** A highlighted paragraph: what to do if it was not the member. */
  | { type: 'warning'; text: string }
  /** A button to a portal page (a link under PUBLIC_URL); the text part shows the label and the address. */
  | { type: 'action'; label: string; url: string }
  /** Labelled values (time, device, address). */
  | { type: 'details'; rows: readonly { label: string; value: string }[] };

/** A mail ready for the outbox and delivery: both parts, its language and kind. */
export interface OutgoingMail {
  to: string;
  /** Which template made it (catalogue.ts). */
  kind: string;
  language: Locale;
  subject: string;
  text: string;
  html: string;
}

/** A value in both languages: a template's texts (TypeScript refuses a table that lacks one). */
export type InEachLanguage<T> = Record<Locale, T>;
