import { z } from 'zod';
import { optionalText, requiredText } from '../schemas/form-fields.ts';
import { type FormValues, SIGNER_ROLES, type SignerRole } from './form-def.ts';
import { formValuesSchema } from './form-schema.ts';
import type { FormStatus } from './form-status.ts';
import { formDefOf, PARTICIPANT_FORM_SLUGS } from './forms.ts';

const clientId = z.uuid('clientId must be a UUID');

/**
 * The spec's fetch of a form (spec 1 §7.6): by clientId, companyId and name (the slug or the form's
 * name). Which names a call answers for is checked after the record rule (`formNameProblem`), so
 * that another person's client id is a 404 whatever the name.
 */
export const formQuerySchema = z.object({
  clientId,
  companyId: z.uuid('companyId must be a UUID').optional(),
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name is too long'),
});

/** Why a call refuses the name: not a participant form, or not one of the forms it answers for. */
export function formNameProblem(name: string, slugs: readonly string[]): string | null {
  const def = formDefOf(name);
  if (!def) {
    return 'name must be one of the participant forms';
  }
  return slugs.includes(def.slug) ? null : `name must be ${slugs.join(' or ')}`;
}

export const formListQuerySchema = z.object({ clientId });

export const formVersionsQuerySchema = z.object({
  clientId,
  name: formQuerySchema.shape.name,
});

/** Saving a form: a draft or a new version of a signed one; values are checked against the form's fields. */
export const saveFormSchema = z
  .object({
    clientId,
    slug: z.enum(
      PARTICIPANT_FORM_SLUGS as [string, ...string[]],
      'slug must be one of the participant forms',
    ),
    values: z.record(z.string(), z.unknown(), 'values must be an object'),
    /** The version the user edited; a newer one saved meanwhile refuses the save (409). */
    baseVersion: z.number().int().min(0).optional(),
    /** The revision the user edited (every save moves it, a draft's too); another meanwhile refuses the save (409). */
    baseRevision: z.number().int().min(0).optional(),
  })
  .transform((body, ctx) => {
    const def = formDefOf(body.slug);
    const parsed = def ? formValuesSchema(def).safeParse(body.values) : undefined;
    if (!parsed?.success) {
      for (const issue of parsed?.error.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['values', ...issue.path] });
      }
      return z.NEVER;
    }
    return { ...body, values: parsed.data };
  });
export type SaveFormInput = z.infer<typeof saveFormSchema>;

export const SIGNATURE_METHODS = ['drawn', 'typed', 'verbal'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** A signature image as the signature pad sends it: a PNG or JPEG data URL, at most ~300 kB. */
const signatureImage = z
  .string()
  .max(400_000, 'The signature image is too large')
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'The signature must be a PNG or JPEG image');

export const signFormSchema = z
  .object({
    clientId,
    formId: z.uuid('formId must be a UUID'),
    role: z.enum(SIGNER_ROLES, 'Choose who is signing'),
    name: requiredText('Enter the name of the person signing', 120),
    position: optionalText(120),
    method: z.enum(SIGNATURE_METHODS, 'Choose how the signature was given'),
    signatureImage: signatureImage.nullable().optional(),
    /** A verbal agreement: what was said and who witnessed it. */
    notes: optionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.method !== 'verbal' && !body.signatureImage) {
      ctx.addIssue({
        code: 'custom',
        path: ['signatureImage'],
        message: 'Draw, type or upload the signature',
      });
    }
    if (body.method === 'verbal' && !body.notes) {
      ctx.addIssue({
        code: 'custom',
        path: ['notes'],
        message: 'Record what was agreed and who witnessed it',
      });
    }
  });
export type SignFormInput = z.infer<typeof signFormSchema>;

/** "Send for signing" (issue 40 item 5): the version the participant is asked to sign. */
export const sendForSigningSchema = z.object({
  clientId,
  formId: z.uuid('formId must be a UUID'),
});
export type SendForSigningInput = z.infer<typeof sendForSigningSchema>;

export interface FormSignatureView {
  role: SignerRole;
  name: string;
  position: string | null;
  method: SignatureMethod;
  signedAt: string;
  /** Who recorded it: the signer in their portal, or the office. */
  recordedBy: string;
  notes: string | null;
  /** The image (a data URL), absent for a verbal agreement. */
  signatureImage: string | null;
}

/** One version of a form as the API shows it. */
export interface ParticipantFormView {
  formId: string | null;
  clientId: string;
  /** The participant's full name ('' on a history entry). */
  clientName: string;
  slug: string;
  name: string;
  version: number;
  /** Moves on every save and signature of the form (0: none saved): what a save says it edited. */
  revision: number;
  /** The version this one replaced. */
  supersedesId: string | null;
  values: FormValues;
  signatures: FormSignatureView[];
  status: FormStatus;
  missing: string[];
  missingSignatures: SignerRole[][];
  reviewDate: string | null;
  lastModified: string | null;
  preparedBy: string | null;
  /** Signed forms are never changed: saving makes a new version. */
  locked: boolean;
  /** Newer versions exist (a history entry). */
  superseded: boolean;
  /** The participant checklist's rows, computed from what is on file. */
  computedRows?: ChecklistRow[];
}

/** A row of the participant checklist: a form or document the file should hold (reference A3). */
export interface ChecklistRow {
  name: string;
  /** The form's slug; null for an uploaded document. */
  slug: string | null;
  required: boolean;
  onFile: boolean;
  /** Signed (or accepted) and not past its review or expiry date. */
  current: boolean;
  status: string;
  currentUntil: string | null;
  lastModified: string | null;
}

/** A row of the Documents tab: a form's current version, or none yet. */
export interface FormSummary {
  slug: string;
  name: string;
  required: boolean;
  formId: string | null;
  version: number | null;
  status: FormStatus | null;
  lastModified: string | null;
  reviewDate: string | null;
  /** Complete, and waiting for the participant's (or representative's) signature. */
  awaitingParticipant: boolean;
}

/** A form whose review is due within 30 days or is overdue (the office dashboard). */
export interface FormReminder {
  formId: string;
  clientId: string;
  clientName: string;
  slug: string;
  name: string;
  reviewDate: string;
  daysLeft: number;
  status: FormStatus;
}
