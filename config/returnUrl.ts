/**
 * The same-origin path (path, query and hash) a returnUrl points to, or null when it must not be
 * followed: not a string, not starting with a single '/', another origin once parsed (`//x`,
 * `/\x`, tabs or newlines that the URL parser drops), a path that would read as another site once
 * normalised or decoded (`/a/..//x`, `/a/../\tx`, `%2F%2F`, `%5C`, dot segments, control
 * characters), the home page '/', or a path the caller's `accepts` refuses (the console keeps its
 * own pages). The member's sign-in and the operator's both follow only what this answers.
 */
export function safeReturnUrl(value: unknown, origin: string, accepts: (pathname: string) => boolean = () => true): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin || !isPlainPath(url.pathname)) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path === '/' || !accepts(url.pathname) ? null : path;
  } catch {
    return null;
  }
}

/** A normalised pathname that stays one path of this site, also decoded: no `//`, `\`, dot segment or control character. */
function isPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !/\/\/|\\|[\u0000-\u001f\u007f]|(^|\/)\.{1,2}(\/|$)/.test(decoded);
}
