import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The files port: bytes in, a storage key out, and back again. */
export interface FileStore {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
}

/** Files on local disk under `root`, content-addressed: the key is the SHA-256 of the bytes. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(bytes: Buffer): Promise<string> {
    const key = createHash('sha256').update(bytes).digest('hex');
    const dir = join(this.root, key.slice(0, 2));
    await mkdir(dir, { recursive: true });
    const path = join(dir, key);
    // Write to a name of this call's own, then rename (atomic): a reader never sees half a file,
    // and uploads of the same bytes at once each write their own copy, the last rename winning.
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    if (!/^[0-9a-f]{64}$/.test(key)) {
      return null;
    }
    try {
      return await readFile(join(this.root, key.slice(0, 2), key));
    } catch {
      return null;
    }
  }
}
