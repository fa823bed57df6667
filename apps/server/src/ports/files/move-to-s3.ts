import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3FileStore } from './s3-file-store.ts';

/**
 * Copies every file of a disk store (`DATA_DIR/files`) into object storage, under the same key,
 * skipping those already there, so it can be run again after an interruption. The disk copies stay:
 * remove them once the servers run on FILES_S3_* and the files open.
 */
export async function moveFilesToS3(
  root: string,
  s3: S3FileStore,
  log: (line: string) => void = () => {},
): Promise<{ copied: number; present: number }> {
  let copied = 0;
  let present = 0;
  const folders = await readdir(root).catch(() => [] as string[]);
  for (const folder of folders.filter((f) => /^[0-9a-f]{2}$/.test(f))) {
    for (const key of await readdir(join(root, folder))) {
      if (!/^[0-9a-f]{64}$/.test(key)) {
        continue; // a half-written `.part` file
      }
      if (await s3.has(key)) {
        present += 1;
        continue;
      }
      const stored = await s3.put(await readFile(join(root, folder, key)));
      if (stored !== key) {
        throw new Error(`${key} on disk does not hash to its name (${stored}): the file is damaged`);
      }
      copied += 1;
      log(`copied ${key}`);
    }
  }
  return { copied, present };
}
