import { calendarDateInZone, type DocumentUserRole } from '@care/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { administrators, companies, documents, profiles, staffs } from '../src/db/schema/index.ts';
import { insertAdministrator, insertProfile, insertStaff } from './fixtures.ts';
import { bearer, type CompanyFixture, type Harness } from './harness.ts';
import { type FormFile, PDF, postForm } from './uploads.ts';

const TABLE_OF = { Admin: administrators, Staff: staffs, Client: profiles } as const;

/** A person who can own documents: their record id, role and full name (fixtures use surname Test). */
export interface Owner {
  id: string;
  role: DocumentUserRole;
  fullName: string;
  email: string;
}

/** Inserts an administrator, staff member or client of the company to own documents. */
export async function insertOwner(h: Harness, companyId: string, role: DocumentUserRole): Promise<Owner> {
  const insert = { Admin: insertAdministrator, Staff: insertStaff, Client: insertProfile }[role];
  const p = await insert(h, companyId);
  return {
    id: p.id,
    role,
    fullName: `${p.firstName} Test`,
    email: `${p.firstName.toLowerCase()}@test.example`,
  };
}

/** Links a person record to a sign-in (the fixtures' people have none). */
export async function linkUser(h: Harness, owner: Owner, userId: string): Promise<void> {
  const t = TABLE_OF[owner.role];
  await h.database.db.update(t).set({ userId }).where(eq(t.id, owner.id));
}

/** Sets the company's time zone (the fixture companies keep the default, Australia/Sydney). */
export async function setTimeZone(h: Harness, companyId: string, timeZone: string): Promise<void> {
  await h.database.db.update(companies).set({ timeZone }).where(eq(companies.id, companyId));
}

/** The calendar date `days` from today (by the test clock) in the zone, as 'YYYY-MM-DD'. */
export function dayFromToday(h: Harness, days: number, zone = 'Australia/Sydney'): string {
  const today = calendarDateInZone(h.clock.now(), zone);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The add_document form as the spec's client sends it (PascalCase names, Status Pending). */
export function documentForm(owner: Owner, companyId: string, o: Record<string, string> = {}) {
  return {
    CompanyId: companyId,
    DocumentName: 'Current First Aid Certificate',
    ImplementationDate: '2026-01-01',
    ExpirationDate: '2030-01-01',
    User: owner.fullName,
    Status: 'Pending',
    UserRole: owner.role,
    UserId: owner.id,
    ...o,
  };
}

export const pdfFile: FormFile = { bytes: PDF, filename: 'certificate.pdf' };

/** POSTs add_document for the owner with a PDF unless another file (or none) is given. */
export function addDocument(
  h: Harness,
  token: string,
  owner: Owner,
  companyId: string,
  o: Record<string, string> = {},
  file: FormFile | null = pdfFile,
) {
  return postForm(
    h,
    '/api/Documents/add_document',
    token,
    documentForm(owner, companyId, o),
    file ? { DocumentFile: file } : {},
  );
}

/** Uploads a document as the CompanyAdmin and returns its id (the upload must succeed). */
export async function uploaded(
  h: Harness,
  c: CompanyFixture,
  owner: Owner,
  o: Record<string, string> = {},
): Promise<string> {
  const res = await addDocument(h, c.users.CompanyAdmin.token, owner, c.companyId, o);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().documentId as string;
}

/** Uploads a document and brings it to the stored status through the review calls. */
export async function documentIn(
  h: Harness,
  c: CompanyFixture,
  owner: Owner,
  status: 'Pending' | 'Accepted' | 'Rejected',
  o: Record<string, string> = {},
): Promise<string> {
  const id = await uploaded(h, c, owner, o);
  const token = c.users.CompanyAdmin.token;
  if (status === 'Accepted') {
    expect((await get(h, `/api/Documents/accept_document?id=${id}`, token)).statusCode).toBe(200);
  }
  if (status === 'Rejected') {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/Documents/reject_document?docid=${id}&reason=Blurred`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  }
  return id;
}

export const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

export const post = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token) });

/** The stored row of a document, or undefined once deleted. */
export async function documentRow(h: Harness, id: string) {
  return (await h.database.db.select().from(documents).where(eq(documents.id, id)))[0];
}
