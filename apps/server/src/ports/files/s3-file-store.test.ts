import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from './fake-s3-server.ts';
import { LocalFileStore } from './file-store.ts';
import { moveFilesToS3 } from './move-to-s3.ts';
import { S3FileStore } from './s3-file-store.ts';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('S3FileStore against a local S3-compatible fake', () => {
  let fake: FakeS3;
  let store: S3FileStore;
  const storeWith = (accessKeyId: string) =>
    new S3FileStore({
      endpoint: fake.url,
      bucket: fake.bucket,
      region: 'ap-southeast-2',
      accessKeyId,
      secretAccessKey: 'fake-secret',
    });

  beforeAll(async () => {
    fake = await startFakeS3();
    store = storeWith(fake.accessKeyId);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('stores signed, under the SHA-256 of the bytes, and reads the same bytes back', async () => {
    const bytes = Buffer.from('%PDF-1.7 an offer letter');
    const key = await store.put(bytes);
    expect(key).toBe(sha(bytes));
    expect(fake.objects.get(`files/${key}`)).toEqual(bytes);
    expect(await store.get(key)).toEqual(bytes);
  });

  it('sends the same bytes once: the second put finds the object and uploads nothing', async () => {
    const bytes = Buffer.from('the same timesheet twice');
    await store.put(bytes);
    const puts = () => fake.seen.filter((s) => s.method === 'PUT' && s.path.endsWith(sha(bytes))).length;
    expect(puts()).toBe(1);
    await store.put(bytes);
    expect(puts()).toBe(1);
  });

  it('answers null for a key that is not there or not a key, and deletes', async () => {
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
    const key = await store.put(Buffer.from('to be removed'));
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('fails loudly when the server refuses the credentials (nothing is taken as stored)', async () => {
    await expect(storeWith('someone-else').put(Buffer.from('refused'))).rejects.toThrow(/403/);
  });

  it('moves a disk store into the bucket, and a second run copies nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'care-files-'));
    const disk = new LocalFileStore(root);
    const keys = [await disk.put(Buffer.from('care plan A')), await disk.put(Buffer.from('care plan B'))];
    // A half-written file left by a crash is not a file to move.
    mkdirSync(join(root, 'ab'), { recursive: true });
    writeFileSync(join(root, 'ab', `${'a'.repeat(64)}.1234.part`), 'half');
    expect(await moveFilesToS3(root, store)).toEqual({ copied: 2, present: 0 });
    for (const key of keys) {
      expect(await store.get(key)).toEqual(await disk.get(key));
    }
    expect(await moveFilesToS3(root, store)).toEqual({ copied: 0, present: 2 });
  });
});
