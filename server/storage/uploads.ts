import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { newUploadName, UPLOAD_NAME_PATTERN } from '../domain/uploads';
import type { ImageExtension } from '../domain/uploads';

/** avatars/ is served to anyone; kyc/ only to the file's owner; tickets/ to the ticket's member and to operators. */
export type UploadFolder = 'avatars' | 'kyc' | 'tickets';

export interface UploadStore {
  /** Writes the bytes under a new generated name and answers the name. */
  save(folder: UploadFolder, bytes: Uint8Array, extension: ImageExtension): Promise<string>;
  /** The file's bytes, or null when the name is not a generated one or there is no such file. */
  read(folder: UploadFolder, name: string): Promise<Buffer | null>;
  /** Deletes the file; a missing one is fine. */
  remove(folder: UploadFolder, name: string): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in `${uploadDir}/<folder>`; names are checked against the generated pattern. */
export function createUploadStore(uploadDir: string): UploadStore {
  const fileOf = (folder: UploadFolder, name: string) => {
    if (!UPLOAD_NAME_PATTERN.test(name)) throw new Error('Not a generated upload name');
    return path.join(uploadDir, folder, name);
  };

  return {
    async save(folder, bytes, extension) {
      const name = newUploadName(extension);
      await mkdir(path.join(uploadDir, folder), { recursive: true });
      await writeFile(fileOf(folder, name), bytes, { flag: 'wx', mode: 0o640 });
      return name;
    },
    async read(folder, name) {
      if (!UPLOAD_NAME_PATTERN.test(name)) return null;
      try {
        return await readFile(fileOf(folder, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(folder, name) {
      try {
        await unlink(fileOf(folder, name));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

/** Removes files that are no longer referenced; a failure is logged (by name only) and does not fail the request. */
export async function removeQuietly(store: UploadStore, folder: UploadFolder, names: ReadonlyArray<string | null>) {
  for (const name of names) {
    if (!name) continue;
    await store.remove(folder, name).catch((error: unknown) => {
      console.warn(`[uploads] Could not delete ${folder}/${name}:`, (error as Error).message);
    });
  }
}
