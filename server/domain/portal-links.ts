/**
 * The one way to build a link to a portal page for anything the server sends (an e-mail, a notification):
 * always from the configured public address (PUBLIC_URL, see config.ts), never from the request's Host or
 * X-Forwarded-Host, which a client chooses. `path` is the page's path from the portal's root ("/reset-password");
 * `query` values are encoded.
 */
export function portalLink(config: { publicUrl: string }, path: `/${string}`, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${config.publicUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
