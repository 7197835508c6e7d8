/** Every successful answer: `data` is what the call returns (the client unwraps it). */
export interface ApiEnvelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

/**
 * One page of a list paged by key (newest first). `nextCursor` is opaque: send it back as `?cursor=` for the
 * next (older) page; null on the last page. No total is counted.
 */
export interface KeyPage<T> {
  items: T[];
  limit: number;
  nextCursor: string | null;
}
