import type { NextPage } from 'next';

/**
 * Flags a page declares, read by `_app`:
 * - `requireAuth` (default true): signed-in members only, inside the member layout;
 * - `guest`: signed-out visitors only, without any layout (login, sign-up…);
 * - neither (`requireAuth = false`): a public page with the public header.
 */
export type PortalPage<P = object> = NextPage<P> & {
  requireAuth?: boolean;
  guest?: boolean;
};

export type PageKind = 'member' | 'guest' | 'public';

export function pageKindOf(page: Pick<PortalPage, 'requireAuth' | 'guest'>): PageKind {
  if (page.guest) return 'guest';
  return page.requireAuth === false ? 'public' : 'member';
}
