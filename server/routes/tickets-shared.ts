import type { Context } from 'hono';

import { isTicketFile } from '../db/tickets';
import type { Database } from '../db/types';
import { contentTypeOfUpload } from '../domain/uploads';
import { ApiError, notFound } from '../http/errors';
import type { TicketChange } from '../operations/tickets';
import type { UploadStore } from '../storage/uploads';

/** A ticket's images carry personal data (screenshots of accounts): never cached, never sniffed, never run. */
const TICKET_FILE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** Answers an image of the ticket (the caller has checked who may see the ticket); 404 for anything else. */
export async function sendTicketFile(c: Context, db: Database, uploads: UploadStore, ticketId: string, name: string) {
  const contentType = contentTypeOfUpload(name);
  if (!contentType || !(await isTicketFile(db, ticketId, name))) throw notFound('TICKET_NOT_FOUND');
  const bytes = await uploads.read('tickets', name);
  if (!bytes) throw notFound('TICKET_NOT_FOUND');
  return c.body(new Uint8Array(bytes), 200, { ...TICKET_FILE_HEADERS, 'Content-Type': contentType });
}

/** Stores the images of a message under generated names; answers the names. */
export async function saveTicketImages(uploads: UploadStore, images: readonly { bytes: Uint8Array; extension: 'jpg' | 'png' | 'webp' }[]) {
  const names: string[] = [];
  for (const image of images) names.push(await uploads.save('tickets', image.bytes, image.extension));
  return names;
}

/** A refused change: 404 for an unknown or another member's ticket, 409 for a closed one. */
export function refuseTicketChange(result: TicketChange): asserts result is Extract<TicketChange, { outcome: 'done' }> {
  if (result.outcome === 'not-found') throw notFound('TICKET_NOT_FOUND');
  if (result.outcome === 'closed') throw new ApiError(409, 'TICKET_CLOSED');
}
