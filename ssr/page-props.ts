import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { MemberProfile } from '@/contract/profile';
import type { Setting } from '@/contract/settings';
import type { MemberPageProps } from '@/contract/page-props';
import { API_KEY } from '@/config/api';
import { TOKEN_COOKIES } from '@/config/cookies';
import { API_BASE_PATH } from '@/server/app';
import { fetchApi } from '@/server/instance';
import { describeError } from '@/server/log-safe';

/** The portal's own API answers in this process unless NEXT_PUBLIC_API_URL points elsewhere. */
export function apiInThisProcess(): boolean {
  const url = process.env.NEXT_PUBLIC_API_URL;
  return !url || url === API_BASE_PATH;
}

/**
 * Nothing to read for a client-side move (it asks for the page's props as data: the browser already
 * has the member and the settings), nor when the API runs elsewhere.
 */
function readsNothing({ req }: GetServerSidePropsContext): boolean {
  const clientSideMove = Boolean(req.headers['x-nextjs-data']) || Boolean(req.url?.startsWith('/_next/data/'));
  return clientSideMove || !apiInThisProcess();
}

/** How the server reaches the API: the app of this process, by default. */
export interface InProcessApi {
  fetch(request: Request): Promise<Response>;
  apiKey: string;
}

const thisProcessApi: InProcessApi = { fetch: (request) => fetchApi(request), apiKey: API_KEY };

async function readData<T>(api: InProcessApi, path: string, bearer?: string): Promise<T | null> {
  const headers: Record<string, string> = { 'x-api-key': api.apiKey };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  try {
    const answer = await api.fetch(new Request(`http://portal.internal${API_BASE_PATH}/${path}`, { headers }));
    if (!answer.ok) return null;
    const body = (await answer.json()) as { data?: T };
    return body.data ?? null;
  } catch (error) {
    // The page still renders, and the browser reads the same data itself.
    console.error(`[ssr] Reading ${path} for the server render failed: ${describeError(error)}`);
    return null;
  }
}

/**
 * The member behind the access cookie, asked of the API exactly as the browser would ask it; null
 * when the cookie is missing, expired or refused (the browser then refreshes or signs in as before).
 */
export async function readCookieMember(accessToken: string | undefined, api: InProcessApi = thisProcessApi): Promise<MemberProfile | null> {
  if (!accessToken) return null;
  return readData<MemberProfile>(api, 'auth/client/profile', accessToken);
}

/** The WEB settings (favicon, maintenance…), so that the page is not held behind the loader for them. */
export async function readSiteSettings(api: InProcessApi = thisProcessApi): Promise<Setting[] | null> {
  const settings = await readData<Setting[]>(api, 'public/setting/list/WEB');
  return Array.isArray(settings) ? settings : null;
}

/**
 * How long the server render reuses the WEB settings it read: they change rarely (an operator's edit), and
 * every render asked for them again (a query per page). A change shows within this time, as a session ended
 * on another instance is refused within the session check's time.
 */
export const SITE_SETTINGS_FOR_MS = 5_000;

interface KeptSettings {
  until: number;
  settings: Promise<Setting[] | null>;
}

const keptSettings = new WeakMap<InProcessApi, KeptSettings>();

/** The WEB settings of `api`, read at most once per SITE_SETTINGS_FOR_MS (a failed read is not kept). */
export function recentSiteSettings(api: InProcessApi, now: () => number = Date.now): Promise<Setting[] | null> {
  const at = now();
  const kept = keptSettings.get(api);
  if (kept && kept.until > at) return kept.settings;
  const settings = readSiteSettings(api);
  const entry: KeptSettings = { until: at + SITE_SETTINGS_FOR_MS, settings };
  keptSettings.set(api, entry);
  void settings.then((read) => {
    if (read === null && keptSettings.get(api) === entry) keptSettings.delete(api);
  });
  return settings;
}

/** The page props of every page: the WEB settings (see getSitePageProps). */
export function sitePageProps(api: InProcessApi): GetServerSideProps<MemberPageProps> {
  return async (context) => {
    if (readsNothing(context)) return { props: {} };
    const siteSettings = await recentSiteSettings(api);
    return { props: siteSettings ? { siteSettings } : {} };
  };
}

/** The page props of guest pages: the WEB settings and whether a session cookie came (see getGuestPageProps). */
export function guestPageProps(api: InProcessApi): GetServerSideProps<MemberPageProps> {
  return async (context) => {
    if (readsNothing(context)) return { props: {} };
    const siteSettings = await recentSiteSettings(api);
    return {
      props: {
        ...(siteSettings ? { siteSettings } : {}),
        sessionCookie: Boolean(context.req.cookies[TOKEN_COOKIES.accessToken]),
      },
    };
  };
}

/** The page props of member pages: the member of the access cookie and the WEB settings (see getMemberPageProps). */
export function memberPageProps(api: InProcessApi): GetServerSideProps<MemberPageProps> {
  return async (context) => {
    if (readsNothing(context)) return { props: {} };
    const accessToken = context.req.cookies[TOKEN_COOKIES.accessToken];
    const [user, siteSettings] = await Promise.all([readCookieMember(accessToken, api), recentSiteSettings(api)]);
    return {
      props: {
        ...(user ? { session: { user } } : {}),
        ...(siteSettings ? { siteSettings } : {}),
      },
    };
  };
}

/**
 * Every page is rendered on the server with the WEB settings, so that it is not held behind the
 * full-page loader until the browser has read them (the loader waits for the favicon).
 */
export const getSitePageProps = sitePageProps(thisProcessApi);

/**
 * Guest pages (sign-in, sign-up, password, second step) are rendered with their form for a visitor without a
 * session cookie, so that the first paint is the form rather than the loader; the browser checks the same cookie.
 */
export const getGuestPageProps = guestPageProps(thisProcessApi);

/**
 * Member pages are also rendered for the member of the access cookie, so that the first paint is
 * the page rather than the loader. Without a member they render as before: loader, then the browser
 * loads the member (or sends the visitor to sign in).
 */
export const getMemberPageProps = memberPageProps(thisProcessApi);
