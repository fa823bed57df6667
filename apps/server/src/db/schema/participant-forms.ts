import type { FormValues, SignatureMethod, SignerRole } from '@care/domain';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { byClient, ofClient } from './client-rows.ts';
import { auditColumns } from './columns.ts';

/** A signature as stored on a form version (the image is small: a 400x200 PNG from the pad). */
export interface StoredFormSignature {
  role: SignerRole;
  name: string;
  position: string | null;
  method: SignatureMethod;
  signedAt: string;
  recordedBy: string;
  notes: string | null;
  signatureImage: string | null;
}

/**
 * One version of a participant form (spec 1 §2.3; issue 27). A version with a signature is never
 * changed: saving the form again makes the next version, superseding it.
 */
export const participantForms = pgTable(
  'participant_forms',
  {
    ...ofClient(),
    slug: text().notNull(),
    version: integer().notNull(),
    /** Moves on every save of this version (a draft saved in place too): a save from a stale copy is refused. */
    revision: integer().notNull().default(1),
    supersedesId: uuid(),
    values: jsonb().$type<FormValues>().notNull(),
    signatures: jsonb().$type<StoredFormSignature[]>().notNull().default([]),
    /** The next review date as of the last save (the reminders read it). */
    reviewDate: text(),
    /** The review reminders already mailed for this version ('due', 'overdue'). */
    reviewAlertsSent: text().array().notNull().default(sql`'{}'::text[]`),
    ...auditColumns(),
  },
  (t) => [
    ...byClient('participant_forms')(t),
    uniqueIndex('participant_forms_version_idx').on(t.companyId, t.profileId, t.slug, t.version),
  ],
);
