import {
  canManageDocumentsOf,
  documentFields,
  KIND_OF_DOCUMENT_OWNER,
  MESSAGES,
  type StatusReply,
} from '@care/domain';
import { fieldError, forbidden, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
import { idParams, reachesPerson } from '../people/people.api.ts';
import { findOwner } from './document-owner.ts';
import { findDocument, insertDocument, updateDocument } from './documents.repo.ts';

/** Upload a document for a person, and replace its file or dates (spec 1 §5, §7.4). */
export const addDocumentRoute = routeSpec({
  method: 'POST',
  url: '/Documents/add_document',
  summary:
    'Upload a document (.pdf, .doc, .docx) for an administrator, staff member or client; it starts Pending',
  tags: ['Documents'],
  body: documentFields,
  multipart: { files: ['documentFile'] },
  activity: 'Uploaded a document',
  async handler({
    deps,
    db,
    principal,
    body,
    files,
    now,
    recordActivity,
  }): Promise<StatusReply & { documentId: string }> {
    const owner = await findOwner(db, principal.companyId, body.userRole, body.userId);
    // Someone the caller may not reach reads as no one, so that the answer does not tell them apart.
    if (!owner || !(await reachesPerson(db, principal, KIND_OF_DOCUMENT_OWNER[owner.role], owner.id))) {
      throw fieldError('userId', 'The document’s owner was not found.');
    }
    if (!canManageDocumentsOf(principal, owner.role, owner.userId)) {
      throw forbidden();
    }
    const file = files.documentFile;
    if (!file) {
      throw fieldError('documentFile', MESSAGES.noFileSelected);
    }
    const stored = await storeUpload(db, deps.files, file, 'document', {
      companyId: principal.companyId,
      userId: principal.uid,
      field: 'documentFile',
    });
    const documentId = await insertDocument(db, {
      companyId: principal.companyId,
      documentName: body.documentName,
      fileId: stored.fileId,
      implementationDate: body.implementationDate,
      expirationDate: body.expirationDate,
      status: 'Pending',
      userRole: owner.role,
      userId: owner.id,
      user: owner.fullName,
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Uploaded ${body.documentName} for ${owner.fullName}`);
    return {
      status: 'Success',
      message: `${body.documentName} was uploaded and is pending review.`,
      documentId,
    };
  },
});

export const editDocumentRoute = routeSpec({
  method: 'POST',
  url: '/Documents/edit/:id',
  summary: 'Change a document’s name or dates, or replace its file (a new file goes back to Pending)',
  tags: ['Documents'],
  params: idParams,
  body: documentFields,
  multipart: { files: ['documentFile'] },
  activity: 'Edited a document',
  async handler({ deps, db, principal, params, body, files, now, recordActivity }): Promise<StatusReply> {
    const doc = await findDocument(db, principal, params.id);
    if (!doc) {
      throw notFound();
    }
    const owner = await findOwner(db, principal.companyId, doc.userRole as 'Staff', doc.userId as string);
    if (!owner || !canManageDocumentsOf(principal, owner.role, owner.userId)) {
      throw forbidden();
    }
    const change: Record<string, unknown> = {
      documentName: body.documentName,
      implementationDate: body.implementationDate,
      expirationDate: body.expirationDate,
      dateModified: now,
      userModified: principal.uid,
    };
    const file = files.documentFile;
    if (file) {
      const stored = await storeUpload(db, deps.files, file, 'document', {
        companyId: principal.companyId,
        userId: principal.uid,
        field: 'documentFile',
      });
      // A new file is a new submission: it waits for review again, and the old rejection is answered.
      Object.assign(change, {
        fileId: stored.fileId,
        status: 'Pending',
        rejectReason: null,
        rejectDeadline: null,
        consentStatus: null,
      });
    }
    await updateDocument(db, principal.companyId, params.id, change);
    recordActivity(`${file ? 'Replaced' : 'Edited'} ${body.documentName} of ${owner.fullName}`);
    return {
      status: 'Success',
      message: file
        ? `${body.documentName} was replaced and is pending review.`
        : `${body.documentName} was updated.`,
    };
  },
});
