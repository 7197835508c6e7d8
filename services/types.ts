/** What every failed call rejects with; statusCode 0 when no answer arrived. */
export interface ApiError {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}
