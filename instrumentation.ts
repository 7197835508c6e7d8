/** Runs once when a Next server starts (next start, next dev), before it answers anything. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installShortStringEncoder } = await import('./ssr/short-string-encoder');
  installShortStringEncoder();
}
