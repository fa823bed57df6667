import {
  DOCUMENT_USER_ROLES,
  type DocumentUserRole,
  displayedDocumentStatus,
  optionalInstant,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { assertSeesDocumentsOf } from '../people/people.api.ts';
import { ownRecordId } from './document-owner.ts';
import { type DocumentFilter, type DocumentView, findDocument, listDocuments } from './documents.repo.ts';

const uuid = (name: string) => z.uuid(`${name} must be a UUID`);

/** Adds the displayed status (spec 1 §4) in the company's time zone. */
async function withDisplay(db: Queryable, principal: Principal, docs: DocumentView[], now: Date) {
  const zone = (await findCompany(db, principal.companyId))?.timeZone;
  return docs.map((d) => ({ ...d, displayStatus: displayedDocumentStatus(d, now, zone) }));
}

/** The documents of one person, after checking the caller may see them. */
async function documentsOf(
  db: Queryable,
  principal: Principal,
  role: DocumentUserRole,
  id: string,
  now: Date,
) {
  // Someone whose documents the caller may not see is not found, as if there were no one.
  await assertSeesDocumentsOf(db, principal, role, id);
  return withDisplay(
    db,
    principal,
    await listDocuments(db, {
      companyId: principal.companyId,
      reader: principal,
      userRole: role,
      userIds: [id],
    }),
    now,
  );
}

/** The document lists of spec 1 §7.4: the company's (review screens), one person's, and the caller's own. */
export const getAllDocumentsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/get_all_documents',
  summary: 'Every document of the company',
  tags: ['Documents'],
  querystring: z.object({ companyId: z.string().optional() }),
  handler: async ({ db, principal, now }) =>
    withDisplay(
      db,
      principal,
      await listDocuments(db, { companyId: principal.companyId, reader: principal }),
      now,
    ),
});

export const filterDocumentsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/filter_documents',
  summary: 'The company’s documents by role (Admin, Staff, Client), archive state, status and upload dates',
  tags: ['Documents'],
  querystring: z.object({
    companyId: z.string().optional(),
    fromDate: optionalInstant(),
    toDate: optionalInstant(),
    // A person's id, or empty for everyone (the review screens send the name with no value).
    staff: z.union([z.literal(''), uuid('staff')]).optional(),
    admin: z.union([z.literal(''), uuid('admin')]).optional(),
    status: z.enum(['Pending', 'Accepted', 'Rejected', '']).optional(),
    role: z.enum(DOCUMENT_USER_ROLES, { error: 'role must be Admin, Staff or Client' }).optional(),
    isArchive: z.enum(['true', 'false']).optional(),
  }),
  async handler({ db, principal, query, now }) {
    const filter: DocumentFilter = {
      companyId: principal.companyId,
      reader: principal,
      userRole: query.role,
      status: query.status || undefined,
      isArchived: query.isArchive === undefined ? undefined : query.isArchive === 'true',
      createdFrom: query.fromDate,
      createdTo: query.toDate,
    };
    const person = query.staff || query.admin;
    if (person) {
      filter.userIds = [person];
    }
    return withDisplay(db, principal, await listDocuments(db, filter), now);
  },
});

export const getAllStaffDocumentsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/get_all_staff_documents',
  summary: 'A staff member’s documents',
  tags: ['Documents'],
  querystring: z.object({ staffId: uuid('staffId') }),
  handler: async ({ db, principal, query, now }) => ({
    staffDocuments: await documentsOf(db, principal, 'Staff', query.staffId, now),
  }),
});

export const getAllClientDocumentsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/get_all_client_documents',
  summary: 'A client’s documents',
  tags: ['Documents'],
  querystring: z.object({ clientId: uuid('clientId') }),
  handler: async ({ db, principal, query, now }) => ({
    clientDocuments: await documentsOf(db, principal, 'Client', query.clientId, now),
  }),
});

export const getAllAdminDocumentsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/get_all_admin_documents',
  summary: 'An administrator’s documents',
  tags: ['Documents'],
  querystring: z.object({ adminId: uuid('adminId') }),
  handler: async ({ db, principal, query, now }) => ({
    adminDocuments: await documentsOf(db, principal, 'Admin', query.adminId, now),
  }),
});

export const myDocumentsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/my_documents',
  summary: 'The signed-in staff member’s or client’s own documents',
  tags: ['Documents'],
  async handler({ db, principal, now }) {
    const role: DocumentUserRole =
      principal.role === 'Client' ? 'Client' : principal.role === 'Staff' ? 'Staff' : 'Admin';
    const id = await ownRecordId(db, principal.companyId, role, principal.uid);
    return {
      documents: id ? await documentsOf(db, principal, role, id, now) : [],
      ownerId: id ?? null,
      userRole: role,
    };
  },
});

export const getDocumentByNameRoute = routeSpec({
  method: 'GET',
  url: '/Documents/get_document_by_name',
  summary: 'A client’s newest document of a given name (the predefined forms)',
  tags: ['Documents'],
  querystring: z.object({
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required'),
    clientId: uuid('clientId'),
    companyId: z.string().optional(),
  }),
  async handler({ db, principal, query, now }) {
    const docs = (await documentsOf(db, principal, 'Client', query.clientId, now)).filter(
      (d) => d.documentName === query.name,
    );
    return { staffDocument: docs[0] ?? null };
  },
});

export const getDocumentRoute = routeSpec({
  method: 'GET',
  url: '/Documents/get_document/:id',
  summary: 'One document',
  tags: ['Documents'],
  params: z.object({ id: uuid('id') }),
  async handler({ db, principal, params, now }) {
    const doc = await findDocument(db, principal, params.id);
    if (!doc) {
      throw notFound();
    }
    return { staffDocument: (await withDisplay(db, principal, [doc], now))[0] };
  },
});
