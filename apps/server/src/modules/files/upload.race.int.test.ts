import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { atOnce } from '../../../test/race.ts';
import { PDF, postForm } from '../../../test/uploads.ts';
import { files } from '../../db/schema/index.ts';

describe('parallel uploads of the same bytes', () => {
  it('stores four uploads of one file at once: four files over one stored copy, each downloadable', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.Staff.token;
    const bytes = Buffer.concat([PDF, Buffer.from(`% ${c.companyId}\n`)]);
    const replies = await atOnce(4, (i) =>
      postForm(h, '/api/Files/upload_test', token, {}, { file: { bytes, filename: `same-${i}.pdf` } }),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await h.database.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.companyId, c.companyId));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(1);
    for (const reply of replies) {
      const download = await h.app.inject({ method: 'GET', url: reply.json().url, headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
    }
  });
});
