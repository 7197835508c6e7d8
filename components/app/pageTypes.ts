import type { NextPage } from 'next';
import type { ComponentType, ReactNode } from 'react';
import type { ServerSession } from '@/contract/page-props';

export type { MemberPageProps, ServerSession } from '@/contract/page-props';

export interface ShellProps {
  children: ReactNode;
  session?: ServerSession;
  /** What the server saw of the session cookie (guest pages only). */
  sessionCookie?: boolean;
}

/** The frame a page renders in: components/app/shells/MemberShell, GuestShell or PublicShell. */
export type PageShellComponent = ComponentType<ShellProps>;

/**
 * Each page declares its kind by the shell it names, and imports that shell itself, so that `_app` carries none
 * of them and a guest page loads no member-page code:
 * - MemberShell: signed-in members only, inside the member layout (what pages are unless they say otherwise);
 * - GuestShell: signed-out visitors only, without any layout (login, sign-up…);
 * - PublicShell: anyone, with the public header;
 * - OpsShell, OpsGuestShell: the console's pages, for operators signed in or not.
 * The shell is required: a page without one would render bare, outside every sign-in guard.
 */
export type PortalPage<P = object> = NextPage<P> & { Shell: PageShellComponent };

/** A page and the shell it renders in (`export default portalPage(MemberShell, DashboardPage)`). */
export function portalPage<P extends object = object>(Shell: PageShellComponent, Page: NextPage<P>): PortalPage<P> {
  return Object.assign(Page, { Shell });
}
