import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { DOCUMENT_USER_ROLES } from '../documents.ts';
import { MESSAGES } from '../messages.ts';
import { optionalDate, optionalText, requiredDate, requiredText } from './form-fields.ts';

const NAME_MESSAGE = `Document name must be at least ${LIMITS.documentNameMin} characters`;

const formShape = {
  documentName: requiredText(NAME_MESSAGE, 150).refine(
    (v) => v.length >= LIMITS.documentNameMin,
    NAME_MESSAGE,
  ),
  implementationDate: requiredDate('Implementation date is required'),
  expirationDate: optionalDate(),
};

const expiryAfterImplementation = {
  path: ['expirationDate'],
  message: 'The expiration date cannot be before the implementation date',
};
const datesInOrder = (v: { implementationDate: string; expirationDate: string | null }) =>
  !v.expirationDate || v.expirationDate >= v.implementationDate;

/** What a person types in the upload and edit dialogs (spec 1 §5); the file is checked apart. */
export const documentForm = z.object(formShape).refine(datesInOrder, expiryAfterImplementation);
export type DocumentFormValues = z.infer<typeof documentForm>;

/** The fields of POST /Documents/add_document and /Documents/edit/{id} (spec 1 §5, §7.4). */
export const documentFields = z
  .object({
    ...formShape,
    companyId: z.string().optional(),
    /** Sent by the spec's client; the server sets new uploads to Pending whatever it says. */
    status: optionalText(20),
    user: optionalText(200),
    userRole: z.enum(DOCUMENT_USER_ROLES, { error: 'userRole must be Admin, Staff or Client' }),
    userId: z.uuid('userId must be the id of the document’s owner'),
  })
  .refine(datesInOrder, expiryAfterImplementation);
export type DocumentFields = z.infer<typeof documentFields>;

/** The reject dialog: a reason is required ('provide valid reason'), a new deadline optional (spec 1 §5). */
export const rejectDocumentForm = z.object({
  reason: requiredText(MESSAGES.provideValidReason, 1000),
  deadline: optionalDate(),
});
export type RejectDocumentValues = z.infer<typeof rejectDocumentForm>;

/** POST /Documents/reject_document?docid&reason&deadline&userId. */
export const rejectDocumentQuery = rejectDocumentForm.extend({
  docid: z.uuid('docid must be a UUID'),
  userId: z.string().optional(),
});
