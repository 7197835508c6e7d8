import type { NextPage } from 'next';
import type { ComponentType, ReactNode } from 'react';
import type { MemberProfile } from '@/contract/profile';
import type { Setting } from '@/contract/settings';

/** The member a page was rendered for on the server (ssr/page-props.ts). */
export interface ServerSession {
  user: MemberProfile;
}

/** The props of a page rendered on the server for the member of the session cookie. */
export interface MemberPageProps {
  session?: ServerSession;
  /** The WEB settings as the server read them for that render. */
  siteSettings?: readonly Setting[];
}

export interface ShellProps {
  children: ReactNode;
  session?: ServerSession;
}

/** The frame a page renders in: components/app/shells/MemberShell, GuestShell or PublicShell. */
export type PageShellComponent = ComponentType<ShellProps>;

/**
 * Each page declares its kind (SPEC 2) by the shell it names, and imports that shell itself, so that
 * `_app` carries none of them and a guest page loads no member-page code:
 * - MemberShell: signed-in members only, inside the member layout (what pages are unless they say otherwise);
 * - GuestShell: signed-out visitors only, without any layout (login, sign-up…);
 * - PublicShell: anyone, with the public header.
 */
export type PortalPage<P = object> = NextPage<P> & { Shell?: PageShellComponent };
