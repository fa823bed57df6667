import { MESSAGES, zonedWallTimeToInstant } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness, harnessAt } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { get, receivedReferral } from '../../../test/referrals.ts';

const pdfUrl = (id: string) => `/api/ClientReferrals/referral_pdf/${id}`;
const withCookie = (h: Harness, url: string, token: string) =>
  h.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `role=CompanyAdmin; token=${encodeURIComponent(token)}` },
  });

describe('GET /api/ClientReferrals/referral_pdf/:id', () => {
  it('returns the referral as a one-page A4 PDF holding the participant, the NDIS number and the referrer', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId, { ndisNo: '430765432', goals: 'Swim twice a week' });
    const fullName = `${r.body.firstName} Nguyen`;

    const res = await get(h, pdfUrl(r.id), c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Referral ${fullName}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = readPdf(res.rawPayload);
    expect(pdf.title).toBe(`Referral ${fullName}`);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('NDIS Participant Referral');
    expect(pdf.text).toContain(c.name);
    expect(pdf.text).toContain(`Name${fullName}`);
    expect(pdf.text).toContain('NDIS number430765432');
    expect(pdf.text).toContain('Status: Pending');
    expect(pdf.text).toContain('Swim twice a week');
    expect(pdf.text).toContain(r.body.referrerName);
    expect(pdf.text).toContain(r.body.referrerEmail);
  });

  // Issue 40 item 3: at 08:00 Sydney UTC is still on 1 December.
  it('prints the day received in the company’s zone, at 08:00 Sydney', async () => {
    const morning = await harnessAt(zonedWallTimeToInstant('2026-12-02T08:00', 'Australia/Sydney'));
    try {
      const c = await createCompany(morning);
      const r = await receivedReferral(morning, c.companyId);
      const res = await get(morning, pdfUrl(r.id), c.users.Administrator.token);
      expect(res.statusCode).toBe(200);
      expect(readPdf(res.rawPayload).text).toContain('Received: 02-12-2026');
    } finally {
      await morning.app.close();
    }
  });

  it('is also served with only the session cookie, as the browser opens it in a new tab', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const r = await receivedReferral(h, c.companyId);
    const res = await withCookie(h, pdfUrl(r.id), c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(readPdf(res.rawPayload).title).toBe(`Referral ${r.body.firstName} Nguyen`);

    expect((await h.app.inject({ method: 'GET', url: pdfUrl(r.id) })).statusCode).toBe(401);
    expect((await withCookie(h, pdfUrl(r.id), c.users.Staff.token)).statusCode).toBe(403);
    // Only download routes read the cookie; the JSON API still needs the bearer token.
    const list = await withCookie(h, '/api/ClientReferrals/get_client_referrals', c.users.CompanyAdmin.token);
    expect(list.statusCode).toBe(401);
  });

  it('refuses a malformed id with 400 naming it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, pdfUrl('not-a-uuid'), c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Id: The id must be a UUID',
      errors: { id: 'The id must be a UUID' },
    });
    expect(res.headers['content-type']).not.toContain('application/pdf');
  });

  it('answers 404 for another company’s referral, by bearer token or cookie', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await receivedReferral(h, other.companyId);
    const token = c.users.CompanyAdmin.token;
    for (const res of [
      await get(h, pdfUrl(theirs.id), token),
      await withCookie(h, pdfUrl(theirs.id), token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
  });
});
