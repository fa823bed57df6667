import { eq } from 'drizzle-orm';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { bearer, harness } from '../../../test/harness.ts';
import { pngBomb, pngOf } from '../../../test/images.ts';
import { countRows, postForm } from '../../../test/uploads.ts';
import { files, shiftReports, staffs } from '../../db/schema/index.ts';
import { readImageHeader } from '../../ports/images/image-header.ts';
import { api, post, reportBody, reportCompany } from './shift-reports.test-kit.ts';

const h = await harness();
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const BOMB_MESSAGE =
  'The image is 8,000 × 8,000 pixels; an image may have at most 40 megapixels. Save it at a smaller size and try again.';
const storedOf = async (shiftId: string) =>
  h.database.db.select().from(shiftReports).where(eq(shiftReports.shiftRosterId, shiftId));

describe('images in a shift report’s goal progress (issue 24)', () => {
  it('refuses a decompression-bomb PNG at goal_Progress, unread, and saves nothing', async () => {
    const r = await reportCompany(h);
    const html = `<p>Went swimming at the pool today.</p><img src="${dataUrl(pngBomb())}">`;
    const res = await post(
      h,
      api('add_shiftreport'),
      r.c.users.Staff.token,
      reportBody(r.shiftId, { goal_Progress: html }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      goal_Progress: `An image in the goal progress was refused: ${BOMB_MESSAGE}`,
    });
    expect(await storedOf(r.shiftId)).toHaveLength(0);
  });

  it('stores a PNG longer than 2,000 px scaled down to 2,000 px', async () => {
    const r = await reportCompany(h);
    const html = `<p>Went swimming at the pool today.</p><img src="${dataUrl(pngOf(2400, 600))}">`;
    const res = await post(
      h,
      api('add_shiftreport'),
      r.c.users.Staff.token,
      reportBody(r.shiftId, { goal_Progress: html }),
    );
    expect(res.statusCode).toBe(200);
    const stored = (await storedOf(r.shiftId))[0]?.goal_Progress ?? '';
    const base64 = /src="data:image\/png;base64,([^"]+)"/.exec(stored)?.[1] ?? '';
    expect(readImageHeader(Buffer.from(base64, 'base64'))).toEqual({ kind: 'png', width: 2000, height: 500 });
  });
});

describe('uploaded signatures and photos (issue 24)', () => {
  const ownForm = { phoneNumber: '0422 000 111', aboutMe: 'Loves gardening', firstName: 'X' };

  it('refuses a worker’s decompression-bomb signature with 400 at signatureFile and stores nothing', async () => {
    const r = await reportCompany(h);
    const before = await h.database.db.select().from(staffs).where(eq(staffs.id, r.staff.id));
    const filesBefore = await countRows(h, files, r.c.companyId);
    const res = await postForm(h, `/api/Staffs/edit/${r.staff.id}`, r.c.users.Staff.token, ownForm, {
      signatureFile: { bytes: pngBomb(), filename: 'signature.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ signatureFile: BOMB_MESSAGE });
    expect(await h.database.db.select().from(staffs).where(eq(staffs.id, r.staff.id))).toEqual(before);
    expect(await countRows(h, files, r.c.companyId)).toBe(filesBefore);
  });

  it('refuses a decompression-bomb photo at imageFile, as every image upload', async () => {
    const r = await reportCompany(h);
    const res = await postForm(
      h,
      `/api/Profiles/edit/${r.client.id}`,
      r.c.users.CompanyAdmin.token,
      { phoneNumber: '0400111222' },
      {
        imageFile: { bytes: pngBomb(), filename: 'photo.png' },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ imageFile: BOMB_MESSAGE });
  });

  it('stores a signature longer than 2,000 px scaled down to 2,000 px, as a PNG that decodes', async () => {
    const r = await reportCompany(h);
    const res = await postForm(h, `/api/Staffs/edit/${r.staff.id}`, r.c.users.Staff.token, ownForm, {
      signatureFile: { bytes: pngOf(2400, 600), filename: 'signature.png' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(staffs).where(eq(staffs.id, r.staff.id));
    const file = await h.app.inject({
      method: 'GET',
      url: String(row?.signatureUrl),
      headers: bearer(r.c.users.Staff.token),
    });
    expect(file.statusCode).toBe(200);
    expect(decode(file.rawPayload)).toMatchObject({ width: 2000, height: 500 });
  });
});
