import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { PNG, postForm } from '../../../test/uploads.ts';
import { type App, buildApp } from '../../app.ts';
import { type FakeS3, startFakeS3 } from './fake-s3-server.ts';

// Two replicas with disks of their own and one bucket: a photo uploaded through A opens through B.
describe('files in object storage, shared by two replicas', () => {
  let h: Harness;
  let fake: FakeS3;
  let a: App;
  let b: App;

  const replica = async () => {
    const app = await buildApp({
      config: {
        ...h.config,
        dataDir: mkdtempSync(join(tmpdir(), 'care-replica-')),
        filesS3: {
          endpoint: fake.url,
          bucket: fake.bucket,
          region: 'ap-southeast-2',
          accessKeyId: fake.accessKeyId,
          secretAccessKey: 'fake-secret',
        },
      },
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    h = await harness();
    fake = await startFakeS3();
    a = await replica();
    b = await replica();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fake?.close();
  });

  it('uploads through A into the bucket and downloads the same bytes through B', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    const edit = await postForm(
      { ...h, app: a },
      `/api/Profiles/edit/${client.id}`,
      token,
      { phoneNumber: '0400111222' },
      { imageFile: { bytes: PNG, filename: 'photo.png' } },
    );
    expect(edit.statusCode).toBe(200);
    expect(fake.seen.some((s) => s.method === 'PUT' && s.status === 200)).toBe(true);
    const res = await b.inject({ method: 'GET', url: edit.json().imageUrl, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});
