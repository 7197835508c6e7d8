/**
 * The same-origin path (path, query and hash) a returnUrl points to, or null when it must not be
 * followed: not a string, not starting with a single '/', another origin once parsed (`//x`,
 * `/\x`, tabs or newlines that the URL parser drops), or the home page '/'.
 */
export function safeReturnUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path === '/' ? null : path;
  } catch {
    return null;
  }
}
