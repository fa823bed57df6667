import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { get, receivedReferral } from '../../../test/referrals.ts';
import { PDF, postForm } from '../../../test/uploads.ts';

/** The name a browser saves: RFC 6266's `filename*` (UTF-8, percent-encoded) when present. */
function savedName(disposition: string | undefined): string | undefined {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return star ? decodeURIComponent(star) : /filename="([^"]*)"/.exec(disposition ?? '')?.[1];
}

describe('file names outside Latin-1 (finding 11)', () => {
  it.each([
    ['Vietnamese', 'Kế hoạch chăm sóc Nguyễn.pdf', 'Ke hoach cham soc Nguyen.pdf'],
    ['Chinese', '护理计划.pdf', '____.pdf'],
    ['an emoji', 'care plan 😀.pdf', 'care plan _.pdf'],
  ])(
    'a file named in %s is downloaded under its own name, with an ASCII fallback',
    async (_, name, fallback) => {
      const h = await harness();
      const c = await createCompany(h);
      const up = await postForm(
        h,
        '/api/Files/upload_test',
        c.users.Staff.token,
        {},
        { file: { bytes: PDF, filename: name } },
      );
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().fileName).toBe(name);

      for (const query of ['', '?download=true']) {
        const res = await h.app.inject({
          method: 'GET',
          url: `${up.json().url}${query}`,
          headers: bearer(c.users.Staff.token),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.rawPayload.equals(PDF)).toBe(true);
        const disposition = res.headers['content-disposition'] as string;
        expect(disposition).toMatch(/^[\x20-\x7e]+$/);
        expect(disposition).toContain(`filename="${fallback}"`);
        expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
        expect(savedName(disposition)).toBe(name);
      }
    },
  );

  it('the referral PDF of a participant named Nguyễn is served, with the name in the file name and the text', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId, { firstName: 'Thị Ánh', lastName: 'Nguyễn' });
    const res = await get(h, `/api/ClientReferrals/referral_pdf/${r.id}`, c.users.CompanyAdmin.token);
    expect(res.statusCode, res.body).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^inline; filename="Referral Thi Anh Nguyen\.pdf"; filename\*=UTF-8''/);
    expect(savedName(disposition)).toBe('Referral Thị Ánh Nguyễn.pdf');
    const pdf = readPdf(res.rawPayload);
    expect(pdf.text).toContain('NameThị Ánh Nguyễn');
  });
});
