/** Next's list of each page's code files (`_buildManifest.js`), the one router.prefetch() reads. */
type BuildManifest = Partial<Record<string, readonly string[]>>;

const requested = new Set<string>();
const waiting: string[] = [];
let scheduled = false;

/**
 * Links added per idle callback (or per task without requestIdleCallback, in Safari): each costs ~1 ms of the
 * main thread on a fast machine, and an idle period can last 50 ms, so filling it would be a long task on a phone.
 */
const LINKS_PER_TASK = 4;

function appendPrefetch(href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'prefetch');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

function appendWaiting(deadline?: IdleDeadline): void {
  scheduled = false;
  let appended = 0;
  while (waiting.length > 0) {
    appendPrefetch(waiting.shift() as string);
    appended += 1;
    if (appended >= LINKS_PER_TASK || (deadline && deadline.timeRemaining() < 1)) break;
  }
  if (waiting.length > 0) scheduleAppend();
}

function scheduleAppend(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(appendWaiting, { timeout: 2000 });
  else setTimeout(appendWaiting, 0);
}

/**
 * Puts a page's code in the browser's cache without running it; false when Next's build manifest
 * is not there (yet). router.prefetch() also runs the code in an idle callback (route-loader.js),
 * one long task per page on a phone, while the page the member looks at is still starting.
 * The links are added in idle moments, a few at a time: the menus bring a dozen pages of several
 * files each into view at once, and adding them in one go was a 100 ms task on a slow phone.
 */
export function prefetchPageCode(pathname: string): boolean {
  const manifest = (globalThis as { __BUILD_MANIFEST?: BuildManifest }).__BUILD_MANIFEST;
  const files = manifest?.[pathname];
  if (!files) return false;
  files
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/_next/${encodeURI(file)}`)
    .filter((href) => !requested.has(href) && !document.querySelector(`script[src^="${href}"]`))
    .forEach((href) => {
      requested.add(href);
      waiting.push(href);
    });
  if (waiting.length > 0) scheduleAppend();
  return true;
}
