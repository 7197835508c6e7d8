import { http, HttpResponse } from 'msw';
import { API_URL } from '@/config/api';
import { errorText, type ErrorCode } from '@/contract/errors';
import vietnamese from '@/locales/vi-VN.json';
import { banks, prices, webSettings } from './fixtures';

/** A pattern for an API path that matches whatever origin the relative base resolves against. */
export function apiUrl(path: string): string {
  return API_URL.startsWith('/') ? `*${API_URL}/${path}` : `${API_URL}/${path}`;
}

export function ok<T>(data: T) {
  return HttpResponse.json({ statusCode: 200, message: 'OK', data });
}

interface FailDetails {
  /** The code of each failed field (their texts go in `errors`, as the API sends them). */
  fields?: Record<string, ErrorCode>;
  /** Body statusCode when it differs from the HTTP status (EXPIRED_ACCESS_TOKEN_STATUS). */
  statusCode?: number;
  /** Values of the texts' `%name%` placeholders, filled in as the server does. */
  params?: Record<string, string>;
  /** Raw values the API sends beside the field texts in `errors` (e.g. `amountMinimum`). */
  values?: Record<string, string>;
  /** A message other than the code's text (the portal must show the code's text regardless). */
  message?: string;
}

/** The API's error answer for `code`: `{ statusCode, code, message, errors?, fieldCodes? }`. */
export function fail(status: number, code: ErrorCode, details: FailDetails = {}) {
  const { fields, statusCode = status, params, values, message = errorText(code, params) } = details;
  const errors = (fields || values) && {
    ...Object.fromEntries(Object.entries(fields ?? {}).map(([field, fieldCode]) => [field, errorText(fieldCode, params)])),
    ...values,
  };
  // Raw values without a field (MONEY_OUT_HELD's heldUntil) come in `errors` alone, with no field codes.
  return HttpResponse.json({ statusCode, code, message, ...(errors ? { errors } : {}), ...(fields ? { fieldCodes: fields } : {}) }, { status });
}

export const handlers = [
  // The console's menu counts (a test of the menu answers its own).
  http.get(apiUrl('ops/queues/counts'), () => ok({ kyc: 0, withdrawals: 0, bankOrders: 0, tickets: 0 })),
  // The finance queues' pages show their history below (a test of the history answers its own).
  http.get(apiUrl('ops/history/withdrawals'), () => ok({ items: [], limit: 20, nextCursor: null })),
  http.get(apiUrl('ops/history/bank-orders'), () => ok({ items: [], limit: 20, nextCursor: null })),
  http.get(apiUrl('public/setting/list/:group'), ({ params }) => ok(params.group === 'WEB' ? webSettings : [])),
  http.get(apiUrl('public/coin/prices'), () => ok(prices)),
  http.get(apiUrl('public/payment/banks'), () => ok(banks)),
  http.get(apiUrl('auth/product/list'), () => ok([])),
  // The member layout's bell and menu badges ask on every signed-in page.
  http.get(apiUrl('auth/notification/unread-count'), () => ok({ count: 0 })),
  http.get(apiUrl('auth/notification/list'), () => ok({ items: [], limit: 10, nextCursor: null })),
  // ReferralLinkCard (dashboard, Member Connect): hidden unless a test allows it.
  http.get(apiUrl('auth/client/has-link-referrer'), () => ok({ canHasRefLink: false })),
  // The security settings' signed-in devices: only this one unless a test says otherwise.
  http.get(apiUrl('auth/client/sessions'), () =>
    ok([{ id: 'session-this', device: 'Chrome on Linux', ip: '127.0.0.1', signedInAt: '2026-03-04T05:06:00.000Z', lastActiveAt: '2026-03-04T05:06:00.000Z', current: true }]),
  ),
  // The security settings' anti-phishing card: no code set unless a test says otherwise.
  http.get(apiUrl('auth/client/anti-phishing'), () => ok({ isSet: false, hint: null })),
  // The wallet and Setting → Payment: an empty address book, money out open, no withdrawals, unless a test says otherwise.
  http.get(apiUrl('auth/client/withdraw-addresses'), () => ok({ items: [], delayHours: 24, maxAddresses: 20 })),
  http.get(apiUrl('auth/transaction/money-out'), () => ok({ blocked: false, heldUntil: null, kycRequired: false })),
  http.get(apiUrl('auth/transaction/withdrawals'), () => ok({ items: [], limit: 5, nextCursor: null })),
  // Passkeys (the security settings, the money forms with 2FA on, the 2FA step) and recovery codes: none unless a
  // test says otherwise.
  http.get(apiUrl('auth/client/passkeys'), () => ok([])),
  http.get(apiUrl('auth/client/gg-2fa/methods'), () => ok({ passkey: false })),
  http.get(apiUrl('auth/client/gg-2fa/recovery-codes'), () => ok({ remaining: 10 })),
  http.get('*/locales/vi-VN.json', () => HttpResponse.json(vietnamese)),
  http.get('*/locales/en-US.json', () => HttpResponse.json({})),
];
