import type { VolumePosition } from '../db/network';

import { fieldError } from './errors';
import { CANONICAL_UUID_PATTERN } from '../../contract/ids';

/**
 * The cursors of a downline level sorted by a volume (server/db/network.ts downlineChildrenByVolume): the last row's
 * volume and id as opaque base64url text. A cursor of one sort (or of another list) is refused by the other.
 */
export type VolumeSort = 'ownVolume' | 'teamVolume';

const TAG: Record<VolumeSort, string> = { ownVolume: 'DO', teamVolume: 'DT' };
/** A volume as the database writes it (trim_scale of numeric(38, 18)). */
const VOLUME = /^\d{1,20}(\.\d{1,18})?$/;
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function encodeVolumeCursor(sort: VolumeSort, position: VolumePosition): string {
  return Buffer.from(`${TAG[sort]}|${position.volume}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeVolumeCursor(sort: VolumeSort, cursor: string): VolumePosition | null {
  if (!CURSOR_PATTERN.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) return null;
  const parts = text.split('|');
  if (parts.length !== 3 || parts[0] !== TAG[sort]) return null;
  const [, volume, id] = parts;
  return VOLUME.test(volume) && CANONICAL_UUID_PATTERN.test(id) ? { volume, id } : null;
}

/** null for the first page; 400 INVALID_CURSOR for a malformed, altered or other sort's cursor. */
export function readVolumeCursor(sort: VolumeSort, cursor: string | undefined): VolumePosition | null {
  if (cursor === undefined || cursor === '') return null;
  const position = decodeVolumeCursor(sort, cursor);
  if (!position) throw fieldError('cursor', 'INVALID_CURSOR');
  return position;
}
