import { UPLOAD_NAME_PATTERN } from './uploads';

/** Avatars are public: served without the API key, since an <img> cannot send headers. */
export const AVATAR_PATH_PREFIX = '/api/public/avatar/';

/** What `avatar.completedUrl` shows: a root-relative URL on the API's origin. */
export const avatarUrlOf = (name: string) => `${AVATAR_PATH_PREFIX}${name}`;

/** The stored file behind an avatar URL, when it is one of ours. */
export function avatarNameOf(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_PATH_PREFIX)) return null;
  const name = url.slice(AVATAR_PATH_PREFIX.length);
  return UPLOAD_NAME_PATTERN.test(name) ? name : null;
}
