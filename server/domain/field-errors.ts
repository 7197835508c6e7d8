/** A rule's refusal per field: `{ field: English message }` (the same shape http/errors answers with). */
export type FieldErrors = Record<string, string>;
