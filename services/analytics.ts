import type { ScreenClass } from '@/contract/enums';
import { http } from './http';

export interface PageView {
  path: string;
  referrer?: string;
  language: string;
  screen: ScreenClass;
}

/** Fire and forget: a page view that cannot be sent is dropped, never retried. */
export function sendPageView(view: PageView): void {
  http.post('public/analytics/page-view', view, { skipSessionRefresh: true }).catch(() => undefined);
}
