/**
 * The version of the terms of use, privacy policy and risk disclosure a sign-up accepts (stored on the member with
 * the time). Change it whenever the texts of those pages change in substance.
 */
export const TERMS_VERSION = '2026-12-01';
