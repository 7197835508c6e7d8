import { http, HttpResponse } from 'msw';
import { API_URL } from '@/config/api';
import vietnamese from '@/locales/vi-VN.json';
import { banks, prices, webSettings } from './fixtures';

/** A pattern for an API path that matches whatever origin the relative base resolves against. */
export function apiUrl(path: string): string {
  return API_URL.startsWith('/') ? `*${API_URL}/${path}` : `${API_URL}/${path}`;
}

export function ok<T>(data: T) {
  return HttpResponse.json({ statusCode: 200, message: 'OK', data });
}

export function fail(status: number, statusCode: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json({ statusCode, message, ...(errors ? { errors } : {}) }, { status });
}

export const handlers = [
  http.get(apiUrl('public/setting/list/:group'), ({ params }) => ok(params.group === 'WEB' ? webSettings : [])),
  http.get(apiUrl('public/coin/prices'), () => ok(prices)),
  http.get(apiUrl('public/payment/banks'), () => ok(banks)),
  http.get(apiUrl('auth/product/list'), () => ok([])),
  // The member layout's bell and menu badges ask on every signed-in page.
  http.get(apiUrl('auth/notification/unread-count'), () => ok({ count: 0 })),
  http.get(apiUrl('auth/notification/list'), () => ok({ items: [], total: 0, page: 1, limit: 10 })),
  // ReferralLinkCard (dashboard, Member Connect): hidden unless a test allows it.
  http.get(apiUrl('auth/client/has-link-referrer'), () => ok({ canHasRefLink: false })),
  // The security settings' signed-in devices: only this one unless a test says otherwise.
  http.get(apiUrl('auth/client/sessions'), () =>
    ok([{ id: 'session-this', device: 'Chrome on Linux', ip: '127.0.0.1', signedInAt: '2026-03-04T05:06:00.000Z', lastActiveAt: '2026-03-04T05:06:00.000Z', current: true }]),
  ),
  http.get('*/locales/vi-VN.json', () => HttpResponse.json(vietnamese)),
  http.get('*/locales/en-US.json', () => HttpResponse.json({})),
];
