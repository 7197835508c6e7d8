import * as z from 'zod/mini';

/** The bank order search: an order code (or its start) or a bank transfer's content as pasted, 3 to 200 characters. */
export const bankOrderSearchSchema = z.object({
  q: z.string({ error: 'ORDER_SEARCH_RULE' }).check(z.trim(), z.minLength(3, 'ORDER_SEARCH_RULE'), z.maxLength(200, 'ORDER_SEARCH_RULE')),
});
