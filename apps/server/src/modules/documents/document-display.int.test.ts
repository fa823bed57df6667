import { calendarDateInZone } from '@care/domain';
import { describe, expect, it } from 'vitest';
import {
  addDocument,
  dayFromToday,
  documentIn,
  get,
  insertOwner,
  linkUser,
  setTimeZone,
  uploaded,
} from '../../../test/documents.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { DOCX, PDF } from '../../../test/uploads.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Moves the shared test clock forward (less than a day) to 14:00 UTC, when it is already the next
 * day in Sydney (01:00 AEDT), so that a status computed in UTC instead of the company's zone shows.
 * Done before the company is created: its tokens are issued at the new time.
 */
function moveToSydneyTomorrow(h: Harness) {
  const now = h.clock.now().getTime();
  const dayStart = now - (now % (24 * HOUR));
  const target = dayStart + 14 * HOUR;
  h.clock.advance(target > now ? target - now : target + 24 * HOUR - now);
  expect(calendarDateInZone(h.clock.now(), 'Australia/Sydney')).not.toBe(
    h.clock.now().toISOString().slice(0, 10),
  );
}

/** A staff member with four documents dated around today in Sydney, in a company of the given zone. */
async function datedDocuments(h: Harness, timeZone: string) {
  const c = await createCompany(h);
  await setTimeZone(h, c.companyId, timeZone);
  const owner = await insertOwner(h, c.companyId, 'Staff');
  const day = (n: number) => dayFromToday(h, n, 'Australia/Sydney');
  const ids = {
    startsTomorrow: await documentIn(h, c, owner, 'Pending', {
      ImplementationDate: day(1),
      ExpirationDate: day(60),
    }),
    startsToday: await documentIn(h, c, owner, 'Pending', { ImplementationDate: day(0), ExpirationDate: '' }),
    expiredYesterday: await documentIn(h, c, owner, 'Accepted', {
      ImplementationDate: day(-30),
      ExpirationDate: day(-1),
    }),
    expiresToday: await documentIn(h, c, owner, 'Accepted', {
      ImplementationDate: day(-30),
      ExpirationDate: day(0),
    }),
    rejected: await documentIn(h, c, owner, 'Rejected', {
      ImplementationDate: day(-30),
      ExpirationDate: day(30),
    }),
  };
  const res = await get(
    h,
    `/api/Documents/get_all_staff_documents?staffId=${owner.id}`,
    c.users.CompanyAdmin.token,
  );
  expect(res.statusCode).toBe(200);
  const shown = new Map<string, string>(
    res
      .json()
      .staffDocuments.map((d: { documentId: string; displayStatus: string }) => [
        d.documentId,
        d.displayStatus,
      ]),
  );
  return Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, shown.get(id)]));
}

describe('displayStatus (spec 1 §4), in the company’s time zone', () => {
  it('in a Sydney company: not started before the first day, expired over Accepted after the last', async () => {
    const h = await harness();
    moveToSydneyTomorrow(h);
    expect(await datedDocuments(h, 'Australia/Sydney')).toEqual({
      startsTomorrow: 'not started',
      startsToday: 'Pending',
      expiredYesterday: 'expired',
      expiresToday: 'Accepted',
      rejected: 'Rejected',
    });
  });

  it('in a UTC company, the same dates read by the UTC calendar day', async () => {
    const h = await harness();
    moveToSydneyTomorrow(h);
    // Sydney's today is UTC's tomorrow at this hour.
    expect(await datedDocuments(h, 'UTC')).toEqual({
      startsTomorrow: 'not started',
      startsToday: 'not started',
      expiredYesterday: 'Accepted',
      expiresToday: 'Accepted',
      rejected: 'Rejected',
    });
  });
});

describe('the documentUrl of a document', () => {
  it('serves the PDF bytes to those who may read the document, and 404 to others and another company', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, owner, c.users.Staff.id);
    const id = await uploaded(h, c, owner);
    const approved = await get(h, `/api/Staffs/approve_audit?id=${owner.id}`, c.users.CompanyAdmin.token);
    expect(approved.statusCode).toBe(200);
    const one = await get(h, `/api/Documents/get_document/${id}`, c.users.CompanyAdmin.token);
    const url: string = one.json().staffDocument.documentUrl;
    expect(url).toMatch(/^\/api\/Files\/[0-9a-f-]{36}$/);
    // The screens preview a PDF inline and offer a Word file as a download, by this type.
    expect(one.json().staffDocument.fileKind).toBe('pdf');
    for (const role of ['CompanyAdmin', 'Auditor', 'Staff'] as const) {
      const file = await get(h, url, c.users[role].token);
      expect(file.statusCode, role).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    for (const role of ['Client', 'CareManager'] as const) {
      const hidden = await get(h, url, c.users[role].token);
      expect(hidden.statusCode, role).toBe(404);
      expect(hidden.rawPayload.includes('%PDF'), role).toBe(false);
    }
    const other = await createCompany(h);
    const refused = await get(h, url, other.users.CompanyAdmin.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.rawPayload.includes('%PDF')).toBe(false);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('serves a .docx as an attachment with its Word content type', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Client');
    const docx = { bytes: DOCX, filename: 'plan.docx' };
    const res = await addDocument(h, c.users.CompanyAdmin.token, owner, c.companyId, {}, docx);
    expect(res.statusCode).toBe(200);
    const doc = await get(
      h,
      `/api/Documents/get_document/${res.json().documentId}`,
      c.users.Administrator.token,
    );
    const file = await get(h, doc.json().staffDocument.documentUrl, c.users.Administrator.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toBe('attachment; filename="plan.docx"');
    expect(file.rawPayload.equals(DOCX)).toBe(true);
  });
});
