// One endpoint under autocannon: one continuous load whose first seconds are the warm-up and whose answers after
// them are measured (so the measured window starts in the steady state); broken answers fail loudly.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { API_KEY, callApi } from '../lib/production-server';
import type { Endpoint, RequestVariant } from './endpoints';
import { failureOf, summarize, type Answer, type EndpointResult, type Window } from './results';

/** A sign-in waits for scrypt behind the other connections' sign-ins: seconds on a busy machine. */
const ANSWER_TIMEOUT_SECONDS = 60;

export interface LoadSettings {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
}

function requestOf(variant: RequestVariant): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (variant.token) headers.authorization = `Bearer ${variant.token}`;
  if (variant.cookie) headers.cookie = variant.cookie;
  if (variant.body === undefined) return { headers };
  headers['content-type'] = 'application/json';
  return { headers, body: JSON.stringify(variant.body) };
}

const urlOf = (origin: string, endpoint: Endpoint) => (endpoint.page ? `${origin}${endpoint.path}` : `${origin}/api/${endpoint.path}`);

/** The route in the tables: `GET /dashboard`, `GET /api/auth/client/profile`. */
export const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.page ? endpoint.path : `/api/${endpoint.path}`}`;

function autocannonOptions(origin: string, endpoint: Endpoint, settings: LoadSettings, maxRequests?: number): autocannon.Options {
  const requests = endpoint.variants.map(requestOf);
  let connection = 0;
  return {
    url: urlOf(origin, endpoint),
    method: endpoint.method,
    ...requests[0],
    setupClient:
      requests.length > 1
        ? (client) => {
            const { headers, body } = requests[connection++ % requests.length];
            client.setHeadersAndBody(headers, body);
          }
        : undefined,
    connections: settings.connections,
    duration: settings.warmupSeconds + settings.durationSeconds,
    timeout: ANSWER_TIMEOUT_SECONDS,
    maxOverallRequests: maxRequests,
  };
}

/** Runs the load and keeps what arrived after the warm-up. */
function measuredWindow(options: autocannon.Options, warmupSeconds: number): Promise<Window> {
  const windowStart = performance.now() + warmupSeconds * 1000;
  const answers: Answer[] = [];
  let errors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ answers, errors, seconds: Math.max(0, performance.now() - windowStart) / 1000 });
    });
    instance.on('response', (_client, status, _bytes, latencyMs) => {
      if (performance.now() >= windowStart) answers.push({ status, latencyMs });
    });
    instance.on('reqError', () => {
      if (performance.now() >= windowStart) errors += 1;
    });
  });
}

/** Requests the endpoint may make (its budget), at least one per connection, or undefined when unbounded. */
async function requestBudget(endpoint: Endpoint, connections: number): Promise<number | undefined> {
  if (!endpoint.affordableRequests) return undefined;
  const affordable = await endpoint.affordableRequests(connections);
  if (affordable < connections) {
    throw new Error(`${endpoint.name}: the seeded balance pays for only ${affordable} requests, fewer than the ${connections} connections.`);
  }
  return affordable;
}

/** One request, as the load sends it: `null` when it succeeds, else what went wrong. */
async function problemOfOneRequest(origin: string, endpoint: Endpoint): Promise<string | null> {
  const [{ token, body, cookie }] = endpoint.variants;
  try {
    if (endpoint.page) {
      const answer = await fetch(urlOf(origin, endpoint), { headers: requestOf({ token, cookie }).headers, redirect: 'manual' });
      await answer.text();
      return answer.ok ? null : `the page answers ${answer.status}`;
    }
    const answer = await callApi(origin, endpoint.method, endpoint.path, { token, body });
    return answer.status >= 200 && answer.status < 300 ? null : `one request answers ${answer.status} "${answer.body.message}"`;
  } catch (error) {
    return `one request fails: ${(error as Error).message}`;
  }
}

export async function measureEndpoint(origin: string, endpoint: Endpoint, settings: LoadSettings): Promise<EndpointResult> {
  const problem = await problemOfOneRequest(origin, endpoint);
  if (problem) throw new Error(`${endpoint.name}: ${problem}`);
  const cap = await requestBudget(endpoint, settings.connections);
  const window = await measuredWindow(autocannonOptions(origin, endpoint, settings, cap), settings.warmupSeconds);
  const endedEarly = window.seconds < settings.durationSeconds - 0.5;
  const note = endedEarly ? `the ${cap} requests that the balance pays for ended the run after ${window.seconds.toFixed(1)} s` : null;
  const result = summarize(endpoint.name, routeOf(endpoint), window, note);
  const failure = failureOf(result);
  if (failure) throw new Error(`${failure}; ${(await problemOfOneRequest(origin, endpoint)) ?? 'one request now succeeds'}`);
  return result;
}

/**
 * Two endpoints compared under the same conditions: each measured twice for half the duration, in the order
 * A, B, B, A, so that neither is always first or always on a busier moment of a shared machine.
 */
export async function measurePair(origin: string, [a, b]: readonly [Endpoint, Endpoint], settings: LoadSettings): Promise<[EndpointResult, EndpointResult]> {
  for (const endpoint of [a, b]) {
    if (endpoint.affordableRequests) throw new Error(`${endpoint.name}: a pair measures unbounded endpoints only.`);
    const problem = await problemOfOneRequest(origin, endpoint);
    if (problem) throw new Error(`${endpoint.name}: ${problem}`);
  }
  const half = { ...settings, durationSeconds: Math.max(1, settings.durationSeconds / 2) };
  const windows = new Map<Endpoint, Window[]>([[a, []], [b, []]]);
  for (const endpoint of [a, b, b, a]) {
    windows.get(endpoint)?.push(await measuredWindow(autocannonOptions(origin, endpoint, half), half.warmupSeconds));
  }
  return [a, b].map((endpoint) => {
    const parts = windows.get(endpoint) ?? [];
    const merged: Window = {
      answers: parts.flatMap((part) => part.answers),
      errors: parts.reduce((sum, part) => sum + part.errors, 0),
      seconds: parts.reduce((sum, part) => sum + part.seconds, 0),
    };
    const result = summarize(endpoint.name, routeOf(endpoint), merged);
    const failure = failureOf(result);
    if (failure) throw new Error(failure);
    return result;
  }) as [EndpointResult, EndpointResult];
}
