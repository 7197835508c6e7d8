/** Next's list of each page's code files (`_buildManifest.js`), the one router.prefetch() reads. */
type BuildManifest = Partial<Record<string, readonly string[]>>;

const requested = new Set<string>();

/**
 * Puts a page's code in the browser's cache without running it; false when Next's build manifest
 * is not there (yet). router.prefetch() also runs the code in an idle callback (route-loader.js),
 * one long task per page on a phone, while the page the member looks at is still starting.
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
      const link = document.createElement('link');
      link.setAttribute('rel', 'prefetch');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    });
  return true;
}
