import type { Context } from 'hono';

import type { KeysetPosition } from '../db/keyset';
import { UTF8_BOM } from '../domain/csv';

export type PageReader<R> = (after: KeysetPosition | null) => Promise<{ rows: R[]; next: KeysetPosition | null }>;

/**
 * A CSV answer read one page at a time as the client takes it (a pull stream: the next page is read only when the
 * previous one has been sent), so memory stays flat however many rows the range holds. Each page is one short
 * query: no transaction is held open while a slow client downloads. Shared by the members' statements and the
 * console's histories.
 */
export function csvDownload<R>(c: Context, fileName: string, header: string, readPage: PageReader<R>, record: (row: R) => string): Response {
  const encoder = new TextEncoder();
  let after: KeysetPosition | null = null;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${UTF8_BOM}${header}`));
    },
    async pull(controller) {
      if (done) return;
      const page = await readPage(after);
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map(record).join('')));
      after = page.next;
      if (!after) {
        done = true;
        controller.close();
      }
    },
  });
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(body);
}
