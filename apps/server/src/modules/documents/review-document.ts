import {
  canApplyDocumentAction,
  canManageDocumentsOf,
  type DocumentAction,
  rejectDocumentQuery,
  type StatusReply,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { findOwner } from './document-owner.ts';
import {
  type DocumentView,
  deleteDocument,
  findDocument,
  lockDocument,
  updateDocument,
} from './documents.repo.ts';

const uuid = z.uuid('The document id must be a UUID');

/** Locks and loads the document, and refuses (400) an action its stored status does not allow. */
async function documentFor(
  db: Queryable,
  principal: Principal,
  id: string,
  action: DocumentAction,
): Promise<DocumentView> {
  // Locked first: two reviews of one document run one after the other, the second seeing the first's status.
  // A document the caller may not see is not found (a staff member never acts on a client's unseen).
  const doc = (await lockDocument(db, principal.companyId, id)) && (await findDocument(db, principal, id));
  if (!doc) {
    throw notFound();
  }
  if (!canApplyDocumentAction(doc.status as string, action)) {
    const status = String(doc.status).toLowerCase();
    const article = /^[aeiou]/.test(status) ? 'An' : 'A';
    throw badRequest(`${article} ${status} document cannot be ${PAST[action]}.`);
  }
  return doc;
}

const PAST: Record<DocumentAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  requestConsent: 'sent for consent',
  archive: 'archived',
  delete: 'deleted',
};

/** Accept, reject, archive, delete, and the client consent request and approval (spec 1 §4, §7.4). */
export const acceptDocumentRoute = routeSpec({
  method: 'GET',
  url: '/Documents/accept_document',
  summary: 'Accept a Pending or Rejected document',
  tags: ['Documents'],
  querystring: z.object({ id: uuid, userId: z.string().optional() }),
  activity: 'Accepted a document',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const doc = await documentFor(db, principal, query.id, 'accept');
    await updateDocument(db, principal.companyId, query.id, {
      status: 'Accepted',
      rejectReason: null,
      rejectDeadline: null,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Accepted ${doc.documentName} of ${doc.user}`);
    return { status: 'Success', message: `${doc.documentName} was accepted.` };
  },
});

export const rejectDocumentRoute = routeSpec({
  method: 'POST',
  url: '/Documents/reject_document',
  summary: 'Reject a Pending or Accepted document with a reason and an optional new deadline',
  tags: ['Documents'],
  querystring: rejectDocumentQuery,
  activity: 'Rejected a document',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const doc = await documentFor(db, principal, query.docid, 'reject');
    await updateDocument(db, principal.companyId, query.docid, {
      status: 'Rejected',
      rejectReason: query.reason,
      rejectDeadline: query.deadline,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Rejected ${doc.documentName} of ${doc.user}: ${query.reason}`);
    return { status: 'Success', message: `${doc.documentName} was rejected.` };
  },
});

export const archiveDocumentRoute = routeSpec({
  method: 'GET',
  url: '/Documents/archive_document/:id',
  summary: 'Archive (isArchive=true) or restore (isArchive=false) a document',
  tags: ['Documents'],
  params: z.object({ id: uuid }),
  querystring: z.object({ isArchive: z.enum(['true', 'false']).default('true') }),
  activity: 'Archived a document',
  async handler({ db, principal, params, query, now, recordActivity }): Promise<StatusReply> {
    const doc = await documentFor(db, principal, params.id, 'archive');
    const isArchived = query.isArchive === 'true';
    await updateDocument(db, principal.companyId, params.id, {
      isArchived,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`${isArchived ? 'Archived' : 'Restored'} ${doc.documentName} of ${doc.user}`);
    return {
      status: 'Success',
      message: `${doc.documentName} was ${isArchived ? 'archived' : 'restored'}.`,
    };
  },
});

export const deleteDocumentRoute = routeSpec({
  method: 'POST',
  url: '/Documents/delete/:id',
  summary: 'Delete a document',
  tags: ['Documents'],
  params: z.object({ id: uuid }),
  activity: 'Deleted a document',
  async handler({ db, principal, params, recordActivity }): Promise<StatusReply> {
    const doc = await documentFor(db, principal, params.id, 'delete');
    const owner = await findOwner(db, principal.companyId, doc.userRole as 'Staff', doc.userId as string);
    if (!canManageDocumentsOf(principal, doc.userRole as 'Staff', owner?.userId ?? null)) {
      throw forbidden();
    }
    await deleteDocument(db, principal.companyId, params.id);
    recordActivity(`Deleted ${doc.documentName} of ${doc.user}`);
    return { status: 'Success', message: `${doc.documentName} was deleted.` };
  },
});

export const requestConsentRoute = routeSpec({
  method: 'GET',
  url: '/Documents/request_consent',
  summary: 'Ask the client to consent to a Pending client document',
  tags: ['Documents'],
  querystring: z.object({ docid: uuid, userId: z.string().optional() }),
  activity: 'Requested client consent',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const doc = await documentFor(db, principal, query.docid, 'requestConsent');
    if (doc.userRole !== 'Client') {
      throw badRequest('Consent can only be requested for a client’s document.');
    }
    if (doc.consentStatus === 'Approved') {
      throw badRequest('The client has already consented to this document.');
    }
    await updateDocument(db, principal.companyId, query.docid, {
      consentStatus: 'Requested',
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Requested consent of ${doc.user} for ${doc.documentName}`);
    return { status: 'Success', message: `${doc.user} was asked to consent to ${doc.documentName}.` };
  },
});

export const approveConsentRoute = routeSpec({
  method: 'GET',
  url: '/Documents/approve_consent',
  summary: 'The client consents to a document of theirs',
  tags: ['Documents'],
  querystring: z.object({ docid: uuid, userId: z.string().optional() }),
  activity: 'Approved consent',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const doc = await findDocument(db, principal, query.docid);
    const owner = doc && (await findOwner(db, principal.companyId, 'Client', doc.userId as string));
    if (!doc || !owner || doc.userRole !== 'Client') {
      throw notFound();
    }
    if (owner.userId !== principal.uid) {
      throw forbidden();
    }
    if (doc.consentStatus !== 'Requested') {
      throw badRequest('No consent was requested for this document.');
    }
    await updateDocument(db, principal.companyId, query.docid, {
      consentStatus: 'Approved',
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Consented to ${doc.documentName}`);
    return { status: 'Success', message: `Thank you. Your consent to ${doc.documentName} is recorded.` };
  },
});
