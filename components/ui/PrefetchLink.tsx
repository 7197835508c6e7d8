import type Link from 'next/link';
// The context next/link itself reads: unlike useRouter(), it does not throw outside a Next page.
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useCallback, useContext, useRef, type ComponentProps, type MouseEvent, type Ref, type TouchEvent } from 'react';
import { LINK_PREFETCH_DISTANCE } from '@/config/constants';
import { useNearViewport } from '@/hooks/ui/useNearViewport';
import { whenIdle } from './idleQueue';
import { prefetchPageCode } from './prefetchPageCode';

export type PrefetchLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;
type Href = PrefetchLinkProps['href'];

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G connection: the member pays for every prefetched page. */
export function prefersLessData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const { connection } = navigator as Navigator & { connection?: NetworkInformationLike };
  return !!connection && (connection.saveData === true || /2g$/.test(connection.effectiveType ?? ''));
}

function queryString(query: Exclude<Href, string>['query']): string {
  if (!query) return '';
  if (typeof query === 'string') return query.startsWith('?') || query === '' ? query : `?${query}`;
  const params = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item) => {
      if (item !== null && item !== undefined) params.append(key, String(item));
    });
  });
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  if (href.href) return href.href;
  const search = href.search ?? queryString(href.query);
  const hash = href.hash ? (href.hash.startsWith('#') ? href.hash : `#${href.hash}`) : '';
  return `${href.pathname ?? ''}${search}${hash}`;
}

/** A page of this portal (not another origin, not a bare #anchor). */
function isPortalPage(url: string): boolean {
  if (typeof window === 'undefined' || !url || url.startsWith('#')) return false;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A click the browser handles itself: a new tab or window, a download, another target. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    (!!target && target !== '_self') ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button !== 0 ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * A link to a page of the portal, as next/link does it (the router moves on a plain click; hovering or touching
 * loads the page ahead of the click) without next/link's code (2.5 kB of every first load) and without its own
 * prefetching: the page's code is downloaded (not run) once, in an idle moment after the link comes within
 * LINK_PREFETCH_DISTANCE (200px) of the viewport, in production builds and not on data saver.
 */
export default function PrefetchLink({
  href,
  as,
  ref,
  replace,
  scroll,
  shallow,
  locale,
  onClick,
  onMouseEnter,
  onTouchStart,
  children,
  ...props
}: PrefetchLinkProps) {
  const router = useContext(RouterContext);
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const route = hrefToString(href);
  const target = hrefToString(as ?? href);
  const enabled = process.env.NODE_ENV === 'production' && !!router && isPortalPage(target);

  useNearViewport(
    anchor,
    LINK_PREFETCH_DISTANCE,
    () =>
      whenIdle(() => {
        if (!router || prefersLessData()) return;
        if (prefetchPageCode(new URL(route, window.location.href).pathname)) return;
        router.prefetch(route, as === undefined ? undefined : target).catch(() => undefined);
      }),
    enabled,
  );

  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      anchor.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  /** What next/link does on hover and touch: the page loaded ahead of the click (production only, like the router's prefetch). */
  const loadAhead = () => {
    if (!router || process.env.NODE_ENV !== 'production' || !isPortalPage(target)) return;
    router.prefetch(route, target, { locale: locale === false ? undefined : locale, priority: true }).catch(() => undefined);
  };

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || event.defaultPrevented || isModifiedClick(event)) return;
    if (!isPortalPage(target)) {
      if (replace) {
        event.preventDefault();
        window.location.replace(target);
      }
      return;
    }
    event.preventDefault();
    void router[replace ? 'replace' : 'push'](route, target, { shallow, locale, scroll: scroll ?? true });
  };

  return (
    <a
      {...props}
      href={target}
      ref={setRef}
      onClick={click}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        loadAhead();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        loadAhead();
      }}
    >
      {children}
    </a>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
