import { Hono } from 'hono';

import { contentTypeOfUpload } from '../domain/uploads';
import { notFound } from '../http/errors';
import type { AppDeps } from './deps';

/** Generated names never change content, so browsers may keep an avatar for a year. */
const AVATAR_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** public/avatar/:name: avatars for <img> tags, without the API key. */
export function publicAvatarRoutes({ uploads }: AppDeps) {
  return new Hono().get('/:name', async (c) => {
    const name = c.req.param('name');
    const contentType = contentTypeOfUpload(name);
    const bytes = contentType ? await uploads.read('avatars', name) : null;
    if (!contentType || !bytes) throw notFound();
    return c.body(new Uint8Array(bytes), 200, { ...AVATAR_HEADERS, 'Content-Type': contentType });
  });
}
