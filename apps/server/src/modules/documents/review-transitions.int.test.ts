import { describe, expect, it } from 'vitest';
import { documentIn, documentRow, get, insertOwner, post } from '../../../test/documents.ts';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';

type Stored = 'Pending' | 'Accepted' | 'Rejected';
type Action = 'accept' | 'reject' | 'requestConsent' | 'archive' | 'delete';

/** Each review call as the spec's client makes it (method, path, query names). */
function call(h: Harness, action: Action, id: string, token: string) {
  switch (action) {
    case 'accept':
      return get(h, `/api/Documents/accept_document?userId=x&id=${id}`, token);
    case 'reject':
      return post(h, `/api/Documents/reject_document?userId=x&docid=${id}&reason=Out%20of%20date`, token);
    case 'requestConsent':
      return get(h, `/api/Documents/request_consent?userId=x&docid=${id}`, token);
    case 'archive':
      return get(h, `/api/Documents/archive_document/${id}?isArchive=true`, token);
    case 'delete':
      return post(h, `/api/Documents/delete/${id}`, token);
  }
}

/** The activity-log line each call writes for "Support Plan" of the owner. */
const LOG: Record<Action, (owner: string) => string> = {
  accept: (o) => `Accepted Support Plan of ${o}`,
  reject: (o) => `Rejected Support Plan of ${o}: Out of date`,
  requestConsent: (o) => `Requested consent of ${o} for Support Plan`,
  archive: (o) => `Archived Support Plan of ${o}`,
  delete: (o) => `Deleted Support Plan of ${o}`,
};

/** A client's "Support Plan" in the stored status, with the company and owner. */
async function clientDocumentIn(h: Harness, status: Stored) {
  const c = await createCompany(h);
  const owner = await insertOwner(h, c.companyId, 'Client');
  const id = await documentIn(h, c, owner, status, { DocumentName: 'Support Plan' });
  return { c, owner, id, admin: c.users.CompanyAdmin };
}

const ALLOWED: [Stored, Action, Record<string, unknown> | null][] = [
  ['Pending', 'accept', { status: 'Accepted' }],
  ['Pending', 'reject', { status: 'Rejected', rejectReason: 'Out of date' }],
  ['Pending', 'requestConsent', { status: 'Pending', consentStatus: 'Requested' }],
  ['Rejected', 'accept', { status: 'Accepted' }],
  ['Accepted', 'reject', { status: 'Rejected', rejectReason: 'Out of date' }],
  ['Pending', 'archive', { status: 'Pending', isArchived: true }],
  ['Accepted', 'archive', { status: 'Accepted', isArchived: true }],
  ['Rejected', 'archive', { status: 'Rejected', isArchived: true }],
  ['Pending', 'delete', null],
  ['Accepted', 'delete', null],
  ['Rejected', 'delete', null],
];

const REFUSED: [Stored, Action, string][] = [
  ['Rejected', 'reject', 'A rejected document cannot be rejected.'],
  ['Rejected', 'requestConsent', 'A rejected document cannot be sent for consent.'],
  ['Accepted', 'accept', 'An accepted document cannot be accepted.'],
  ['Accepted', 'requestConsent', 'An accepted document cannot be sent for consent.'],
];

describe('the stored-status table (spec 1 §4)', () => {
  it.each(ALLOWED)('%s → %s is allowed, saved and logged', async (from, action, expected) => {
    const h = await harness();
    const { c, owner, id, admin } = await clientDocumentIn(h, from);
    const res = await call(h, action, id, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Success');
    const row = await documentRow(h, id);
    if (expected === null) {
      expect(row).toBeUndefined();
    } else {
      expect(row).toMatchObject({ ...expected, userModified: admin.id });
    }
    const logs = await activitiesOf(h, admin.id, LOG[action](owner.fullName));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.companyId).toBe(c.companyId);
  });

  it.each(REFUSED)('%s → %s is refused with 400 and changes nothing', async (from, action, message) => {
    const h = await harness();
    const { owner, id, admin } = await clientDocumentIn(h, from);
    const before = await documentRow(h, id);
    const logsBefore = (await activitiesOf(h, admin.id, LOG[action](owner.fullName))).length;
    const res = await call(h, action, id, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await documentRow(h, id)).toEqual(before);
    expect(await activitiesOf(h, admin.id, LOG[action](owner.fullName))).toHaveLength(logsBefore);
  });

  it('replies no-store to the review calls the spec makes with GET', async () => {
    const h = await harness();
    const { id, admin } = await clientDocumentIn(h, 'Pending');
    for (const action of ['requestConsent', 'accept', 'archive'] as const) {
      const res = await call(h, action, id, admin.token);
      expect(res.statusCode, action).toBe(200);
      expect(res.headers['cache-control'], action).toBe('no-store');
    }
  });

  it('restores an archived document with isArchive=false, logged as a restore', async () => {
    const h = await harness();
    const { owner, id, admin } = await clientDocumentIn(h, 'Accepted');
    expect((await call(h, 'archive', id, admin.token)).statusCode).toBe(200);
    const res = await get(h, `/api/Documents/archive_document/${id}?isArchive=false`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Support Plan was restored.');
    expect(await documentRow(h, id)).toMatchObject({ isArchived: false, status: 'Accepted' });
    expect(await activitiesOf(h, admin.id, `Restored Support Plan of ${owner.fullName}`)).toHaveLength(1);
  });

  it.each(['accept', 'reject', 'requestConsent', 'archive', 'delete'] as const)(
    '%s does not find another company’s document (404) and leaves it alone',
    async (action) => {
      const h = await harness();
      const { id } = await clientDocumentIn(h, 'Pending');
      const other = await createCompany(h);
      const before = await documentRow(h, id);
      const res = await call(h, action, id, other.users.CompanyAdmin.token);
      expect(res.statusCode).toBe(404);
      expect(await documentRow(h, id)).toEqual(before);
    },
  );
});
