/** A console call's data (a failure rejects with the API's error body: services/opsHttp.ts). */
export function opsCall<T>(request: Promise<{ data: T }>): Promise<T> {
  return request.then((response) => response.data);
}
