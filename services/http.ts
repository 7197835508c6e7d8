import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type * as AxiosClientModule from './axiosClient';
import { nextTask } from '@/config/nextTask';
import { loadErrorTexts } from './errorTexts';

type AxiosClient = typeof AxiosClientModule;

let client: Promise<AxiosClient> | undefined;

/** axios is the largest library of every page: it loads with the first API call instead of with the page. */
function loadClient(): Promise<AxiosClient> {
  // Each call (the first also adding axios's script) is built and sent in a task of its own (see nextTask).
  return nextTask().then(() => (client ??= import('./axiosClient')));
}

type Body = unknown;

/** A failed call rejects once the error texts are there, so the page can show its code's text at once. */
function withErrorTexts<T>(call: Promise<T>): Promise<T> {
  return call.catch(async (error: unknown) => {
    await loadErrorTexts().catch(() => undefined);
    throw error;
  });
}

/** The API client (services/axiosClient.ts): API key, bearer, `data` unwrapped, one token refresh and replay. */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    withErrorTexts(loadClient().then(({ http: api }) => api.get<T>(url, config))),
  post: <T>(url: string, body?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    withErrorTexts(loadClient().then(({ http: api }) => api.post<T>(url, body, config))),
  put: <T>(url: string, body?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    withErrorTexts(loadClient().then(({ http: api }) => api.put<T>(url, body, config))),
  patch: <T>(url: string, body?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    withErrorTexts(loadClient().then(({ http: api }) => api.patch<T>(url, body, config))),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    withErrorTexts(loadClient().then(({ http: api }) => api.delete<T>(url, config))),
};
