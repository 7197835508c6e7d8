import { keptServerHtml } from '@/components/ui/keptServerHtml';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** A list's CSV card, rendered by the server; its code (the download, the dates) comes after the first paint. */
const LazyRangeCsvDownload = keptServerHtml(
  () => import('./RangeCsvDownload'),
  typeof window === 'undefined' ? require('./RangeCsvDownload') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

export default LazyRangeCsvDownload;
