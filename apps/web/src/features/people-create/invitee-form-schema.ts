import { newAdministrator, UPLOAD_RULES } from '@care/domain';
import { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { DOCUMENT_FILE, hasAcceptedExtension } from '../../ui/upload/file-kinds.ts';

export const OFFER_LETTER_MESSAGE = UPLOAD_RULES.offerLetter.message;

/**
 * The offer letter, optional (issue 40 item 8): none, or a .pdf, .doc or .docx file of at most 10 MB;
 * another kind of file reads as the spec's message.
 */
export const offerLetterField = z
  .custom<File | null>()
  .refine((v) => !(v instanceof File) || hasAcceptedExtension(v, DOCUMENT_FILE), OFFER_LETTER_MESSAGE)
  .refine(
    (v) => !(v instanceof File) || v.size <= UPLOAD_RULES.offerLetter.maxBytes,
    'The offer letter is larger than 10 MB',
  )
  .transform((v) => (v instanceof File ? v : null));

/**
 * The administrator and staff creation forms: the domain's new-person rules (spec 2 §5), the offer
 * letter, and (staff only) the template ids to attach to the invitation.
 */
export const inviteeFormSchema = newAdministrator.extend({
  offerLetter: offerLetterField,
  forms: z.array(z.string()),
});
export type InviteeFormInput = z.input<typeof inviteeFormSchema>;
export type InviteeFormOutput = z.output<typeof inviteeFormSchema>;

/** Fields the server may name in a refusal, matched case-insensitively. */
export const INVITEE_FIELDS = [
  'firstName',
  'middleName',
  'surName',
  'email',
  'phoneNumber',
  'address',
  'suburb',
  'state',
  'postcode',
  'offerLetter',
  'forms',
] as const;

/** Required fields: when one is empty the form also says 'Marked Fields must be filled'. */
export const MARKED_FIELDS_MESSAGE = 'Marked Fields must be filled';

/** True when any of the named values is empty (blank text, null or an empty list). */
export function anyEmpty(values: Record<string, unknown>, names: readonly string[]): boolean {
  return names.some((n) => {
    const v = values[n];
    return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  });
}

/** True when a refusal names one of the form's fields (its message then shows under that field). */
export function namesAField(error: unknown, fields: readonly string[]): boolean {
  return (
    isApiError(error) &&
    Object.keys(error.fieldErrors).some((name) => fields.some((f) => f.toLowerCase() === name.toLowerCase()))
  );
}
