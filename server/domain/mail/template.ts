import type { Locale } from '../../../contract/enums';
import type { MailBrand, MailContent, MailRecipient } from './message';

/** What a template knows besides its params. */
export interface MailContext {
  language: Locale;
  brand: MailBrand;
  recipient: MailRecipient;
}

/**
 * One kind of mail: its content in the recipient's language, from its params. `examples` gives params of every
 * variant (each security change, with and without an address...), links built for the portal at `publicUrl`: the
 * tests render each in both languages, with and without an anti-phishing code.
 */
export interface MailTemplate<P> {
  compose(params: P, context: MailContext): MailContent;
  examples(config: { publicUrl: string }): readonly P[];
}

/** Declares a template (the catalogue lists it under its kind). */
export const mailTemplate = <P>(template: MailTemplate<P>): MailTemplate<P> => template;
