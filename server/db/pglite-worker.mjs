// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every query on the thread
// that opened it, so in the server's thread each query's CPU stalled every page render and request beside it.
// Here it runs beside them; server/db/pglite-thread.ts is the other end (plain JavaScript: the file is loaded as it
// is by `next dev`, `next start`, tsx and jest alike).
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';

const identity = (value) => value;

/** Open transactions by id: the PGlite transaction object and how to end its callback. */
const transactions = new Map();

/** PGlite's query options from a message's: drizzle's parsers are all the identity (dates and intervals kept as text). */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawOids, ...rest } = options;
  if (!rawOids) return rest;
  return { ...rest, parsers: Object.fromEntries(rawOids.map((oid) => [oid, identity])) };
}

/** An error as plain data: its message and PostgreSQL's fields (code, constraint...), which a structured clone drops. */
function errorData(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function target(message) {
  if (message.tx === undefined) return database;
  const open = transactions.get(message.tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** Opens a transaction and keeps it open until 'commit' or 'rollback' ends its callback. */
function begin(id) {
  return new Promise((started, failed) => {
    const done = database
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { tx, commit, rollback, done });
            started();
          }),
      )
      .finally(() => transactions.delete(id));
    // BEGIN's own failure; the ending message awaits 'done' for COMMIT's.
    done.catch(failed);
  });
}

async function end(message) {
  const open = transactions.get(message.tx);
  if (!open?.tx) throw new Error('Transaction is closed');
  if (message.type === 'commit') {
    open.commit();
    await open.done;
    return null;
  }
  const rolledBack = new Error('rollback');
  open.rollback(rolledBack);
  await open.done.catch((error) => {
    if (error !== rolledBack) throw error;
  });
  return null;
}

async function answer(message) {
  switch (message.type) {
    case 'query':
      return target(message).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target(message).exec(message.sql, queryOptions(message.options));
    case 'begin':
      await begin(message.id);
      return null;
    case 'commit':
    case 'rollback':
      return end(message);
    case 'dump':
      return database.dumpDataDir('none');
    case 'close':
      await database.close();
      return null;
    default:
      throw new Error(`Unknown message ${message.type}`);
  }
}

/** A snapshot's bytes as the Blob PGlite loads, without Blob's slow copy of 40 MB. */
class BytesBlob extends Blob {
  constructor(bytes) {
    super([]);
    this.bytes = bytes;
  }

  arrayBuffer() {
    const { buffer, byteOffset, byteLength } = this.bytes;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength));
  }
}

let database;
try {
  if (workerData.dataDir) database = new PGlite(workerData.dataDir);
  else database = new PGlite({ loadDataDir: workerData.snapshot && new BytesBlob(workerData.snapshot) });
  await database.waitReady;
  parentPort.postMessage({ id: 0, ok: true, result: null });
} catch (error) {
  parentPort.postMessage({ id: 0, ok: false, error: errorData(error) });
}

parentPort.on('message', (message) => {
  answer(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorData(error) }),
  );
});
