/** Every successful answer: `data` is what the call returns (the client unwraps it). */
export interface ApiEnvelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

/** One page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
