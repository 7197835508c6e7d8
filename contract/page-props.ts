import type { MemberProfile } from './profile';
import type { Setting } from './settings';

/** The member a page was rendered for on the server (ssr/page-props.ts). */
export interface ServerSession {
  user: MemberProfile;
}

/** The props the pages' server render hands a page rendered for the member of the session cookie. */
export interface MemberPageProps {
  session?: ServerSession;
  /** The WEB settings as the server read them for that render. */
  siteSettings?: readonly Setting[];
  /**
   * Guest pages: whether the request carried the session cookie. Without one the server renders the page itself
   * (the sign-in form, not the loader); with one, the loader, and the browser sends the member on.
   */
  sessionCookie?: boolean;
}
