import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { DOCUMENT_USER_ROLES } from '../documents.ts';
import { optionalDate, optionalText, requiredDate, requiredText } from './form-fields.ts';

const NAME_MESSAGE = `Document name must be at least ${LIMITS.documentNameMin} characters`;

/** The fields of POST /Documents/add_document and /Documents/edit/{id} (spec 1 §5, §7.4). */
export const documentFields = z
  .object({
    companyId: z.string().optional(),
    documentName: requiredText(NAME_MESSAGE, 150).refine(
      (v) => v.length >= LIMITS.documentNameMin,
      NAME_MESSAGE,
    ),
    implementationDate: requiredDate('Implementation date is required'),
    expirationDate: optionalDate(),
    /** Sent by the spec's client; the server sets new uploads to Pending whatever it says. */
    status: optionalText(20),
    user: optionalText(200),
    userRole: z.enum(DOCUMENT_USER_ROLES, { error: 'userRole must be Admin, Staff or Client' }),
    userId: z.uuid('userId must be the id of the document’s owner'),
  })
  .refine((v) => !v.expirationDate || v.expirationDate >= v.implementationDate, {
    path: ['expirationDate'],
    message: 'The expiration date cannot be before the implementation date',
  });
export type DocumentFields = z.infer<typeof documentFields>;

/** POST /Documents/reject_document: a reason is required ('provide valid reason'), a new deadline optional. */
export const rejectDocumentQuery = z.object({
  docid: z.uuid('docid must be a UUID'),
  reason: requiredText('provide valid reason', 1000),
  deadline: optionalDate(),
  userId: z.string().optional(),
});
