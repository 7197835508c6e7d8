import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorData };

interface WireOptions {
  rowMode?: QueryOptions['rowMode'];
  paramTypes?: number[];
  /** Types read as PostgreSQL's text: drizzle's parsers, which are all the identity. */
  rawOids?: number[];
}

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const workerFile = () => path.join(process.cwd(), 'server/db/pglite-worker.mjs');

function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('The embedded database thread takes rowMode, paramTypes and identity parsers only');
  }
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    rawOids: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** A parameter as the thread gets it: a structured clone keeps data, not classes (a BigNumber would lose its toString). */
function wireParam(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map(wireParam);
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null ? value : String(value);
}

/**
 * PGlite in a worker thread of this process, with the part of PGlite's interface drizzle uses (query, exec,
 * transaction) and the same exclusivity: a transaction holds the database until it ends (PGlite's own locks, in
 * the thread), queries from elsewhere wait. One process still owns the data directory (the lock file in pglite.ts).
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiter>();
  #nextId = 1;
  #stopped: Error | null = null;
  #opened = false;
  readonly waitReady: Promise<void>;

  /** Opens the database in `dataDir`, or in memory: empty or from a snapshot's bytes (moved to the thread). */
  constructor(source: { dataDir: string } | { snapshot?: Uint8Array }) {
    const transfer = 'snapshot' in source && source.snapshot ? [source.snapshot.buffer as ArrayBuffer] : [];
    this.#worker = new Worker(workerFile(), { workerData: source, transferList: transfer });
    this.waitReady = new Promise<unknown>((resolve, reject) => this.#waiting.set(0, { resolve, reject })).then(() => {
      this.#opened = true;
    });
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) => this.#stop(new Error(`The embedded database thread stopped (exit code ${code})`)));
  }

  #settle(reply: Reply) {
    const waiter = this.#waiting.get(reply.id);
    if (!waiter) return;
    this.#waiting.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(Object.assign(new Error(reply.error.message), reply.error.fields, { name: reply.error.name }));
  }

  #stop(error: Error) {
    this.#stopped ??= error;
    for (const waiter of this.#waiting.values()) waiter.reject(this.#stopped);
    this.#waiting.clear();
  }

  #send(message: Record<string, unknown>, id = this.#nextId++): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    try {
      return (await this.#send({ type: 'query', tx, sql, params: params.map(wireParam), options: wireOptions(options) })) as Results<T>;
    } catch (error) {
      // As PGlite's own errors carry them, for the logs' redaction (log-safe.ts) to find.
      throw Object.assign(error as Error, { query: sql, params });
    }
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    return (await this.#send({ type: 'exec', tx, sql, options: wireOptions(options) })) as Results[];
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    await this.#send({ type: 'begin' }, id);
    let closed = false;
    const checkClosed = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        checkClosed();
        return this.#query<R>(id, sql, params, options);
      },
      exec: (sql: string, options?: QueryOptions) => {
        checkClosed();
        return this.#exec(id, sql, options);
      },
      rollback: async () => {
        checkClosed();
        closed = true;
        await this.#send({ type: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#send({ type: 'commit', tx: id });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        // The callback's error is the one to report; a rollback that fails as well has nothing to add.
        await this.#send({ type: 'rollback', tx: id }).catch(() => undefined);
      }
      throw error;
    }
  }

  async dumpDataDir(): Promise<Blob> {
    return (await this.#send({ type: 'dump' })) as Blob;
  }

  /** Closes the database (when it opened) and ends the thread. */
  async close(): Promise<void> {
    try {
      if (this.#opened && !this.#stopped) await this.#send({ type: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}
