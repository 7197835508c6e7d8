import type { PageView } from '@/contract/requests/analytics';
import { http } from './http';

/** Fire and forget: a page view that cannot be sent is dropped, never retried. */
export function sendPageView(view: PageView): void {
  http.post('public/analytics/page-view', view, { skipSessionRefresh: true }).catch(() => undefined);
}
