import type { FormValues } from '@care/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { participantForms, profiles, type StoredFormSignature } from '../../db/schema/index.ts';

const columns = {
  id: participantForms.id,
  companyId: participantForms.companyId,
  profileId: participantForms.profileId,
  slug: participantForms.slug,
  version: participantForms.version,
  revision: participantForms.revision,
  supersedesId: participantForms.supersedesId,
  values: participantForms.values,
  signatures: participantForms.signatures,
  reviewDate: participantForms.reviewDate,
  reviewAlertsSent: participantForms.reviewAlertsSent,
  dateCreated: participantForms.dateCreated,
  dateModified: participantForms.dateModified,
  userCreated: participantForms.userCreated,
  userModified: participantForms.userModified,
};

const selectForms = (db: Queryable) => db.select(columns).from(participantForms);
export type FormRow = Awaited<ReturnType<typeof selectForms>>[number];

/** Every version of one form of a client, newest first. */
export function formVersions(
  db: Queryable,
  companyId: string,
  profileId: string,
  slug: string,
): Promise<FormRow[]> {
  return selectForms(db)
    .where(
      and(
        eq(participantForms.companyId, companyId),
        eq(participantForms.profileId, profileId),
        eq(participantForms.slug, slug),
      ),
    )
    .orderBy(desc(participantForms.version));
}

/** The current (newest) version of one form of a client. */
export async function currentForm(db: Queryable, companyId: string, profileId: string, slug: string) {
  const [row] = await formVersions(db, companyId, profileId, slug);
  return row;
}

/** One version by its id, within the company. */
export async function findFormVersion(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<FormRow | undefined> {
  const [row] = await selectForms(db)
    .where(and(eq(participantForms.companyId, companyId), eq(participantForms.id, id)))
    .limit(1);
  return row;
}

/** The current version of each of the client's forms. */
export function currentFormsOfClient(
  db: Queryable,
  companyId: string,
  profileId: string,
): Promise<FormRow[]> {
  return db
    .selectDistinctOn([participantForms.slug], columns)
    .from(participantForms)
    .where(and(eq(participantForms.companyId, companyId), eq(participantForms.profileId, profileId)))
    .orderBy(participantForms.slug, desc(participantForms.version)) as Promise<FormRow[]>;
}

/**
 * The current versions with a review date, with their client's name: of one company (the
 * dashboard), or of every company (the daily reminder mail).
 */
export function currentFormsWithReview(db: Queryable, companyId: string | null) {
  return db
    .selectDistinctOn([participantForms.companyId, participantForms.profileId, participantForms.slug], {
      ...columns,
      clientName: fullNameSql(profiles.firstName, null, profiles.surName),
      clientActive: profiles.isActive,
    })
    .from(participantForms)
    .innerJoin(profiles, eq(profiles.id, participantForms.profileId))
    .where(and(companyId ? eq(participantForms.companyId, companyId) : undefined))
    .orderBy(
      participantForms.companyId,
      participantForms.profileId,
      participantForms.slug,
      desc(participantForms.version),
    )
    .then((rows) => rows.filter((r) => r.reviewDate !== null)) as Promise<
    (FormRow & { clientName: string; clientActive: boolean | null })[]
  >;
}

export async function insertFormVersion(
  db: Queryable,
  values: {
    companyId: string;
    profileId: string;
    slug: string;
    version: number;
    revision: number;
    supersedesId: string | null;
    values: FormValues;
    reviewDate: string | null;
    userCreated: string;
    dateCreated: Date;
  },
): Promise<string> {
  const [row] = await db.insert(participantForms).values(values).returning({ id: participantForms.id });
  if (!row) {
    throw new Error('no form');
  }
  return row.id;
}

/** Changes an unsigned version's values (a signed version is never changed: see save-form.ts). */
export async function updateFormValues(
  db: Queryable,
  companyId: string,
  id: string,
  change: { values: FormValues; reviewDate: string | null; userModified: string; dateModified: Date },
): Promise<boolean> {
  const rows = await db
    .update(participantForms)
    .set({ ...change, revision: sql`${participantForms.revision} + 1`, reviewAlertsSent: [] })
    .where(
      and(
        eq(participantForms.companyId, companyId),
        eq(participantForms.id, id),
        sql`jsonb_array_length(${participantForms.signatures}) = 0`,
      ),
    )
    .returning({ id: participantForms.id });
  return rows.length > 0;
}

/** Adds a signature to a version, unless its role has signed it meanwhile. */
export async function addSignature(
  db: Queryable,
  companyId: string,
  id: string,
  signature: StoredFormSignature,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(participantForms)
    .set({
      signatures: sql`${participantForms.signatures} || ${JSON.stringify([signature])}::jsonb`,
      revision: sql`${participantForms.revision} + 1`,
      dateModified: at,
      userModified: signature.recordedBy,
    })
    .where(
      and(
        eq(participantForms.companyId, companyId),
        eq(participantForms.id, id),
        sql`not ${participantForms.signatures} @> ${JSON.stringify([{ role: signature.role }])}::jsonb`,
      ),
    )
    .returning({ id: participantForms.id });
  return rows.length > 0;
}

/** Locks the client's form versions of one slug until the transaction ends (one save at a time). */
export async function lockFormVersions(db: Queryable, companyId: string, profileId: string, slug: string) {
  await db
    .select({ id: participantForms.id })
    .from(participantForms)
    .where(
      and(
        eq(participantForms.companyId, companyId),
        eq(participantForms.profileId, profileId),
        eq(participantForms.slug, slug),
      ),
    )
    .for('update');
}

/** Records that a review reminder was mailed for this version. */
export async function recordReviewAlert(db: Queryable, companyId: string, id: string, alert: string) {
  await db
    .update(participantForms)
    .set({ reviewAlertsSent: sql`array_append(${participantForms.reviewAlertsSent}, ${alert})` })
    .where(
      and(
        eq(participantForms.companyId, companyId),
        eq(participantForms.id, id),
        isNotNull(participantForms.reviewDate),
      ),
    );
}

/** What the forms prefill of the participant: their name, NDIS number and contacts. */
export async function clientFacts(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({
      fullName: fullNameSql(profiles.firstName, null, profiles.surName),
      ndisNo: profiles.ndisNo,
      dateOfBirth: profiles.dateOfBirth,
      phoneNumber: profiles.phoneNumber,
      email: profiles.email,
      address: profiles.address,
      suburb: profiles.suburb,
      state: profiles.state,
      postcode: profiles.postcode,
      nextOfKin: profiles.nextOfKin,
      relationship: profiles.relationship,
      kinPhoneNumber: profiles.kinPhoneNumber,
      preferredLanguage: profiles.preferredLanguage,
      agreementStartDate: profiles.agreementStartDate,
      agreementEndDate: profiles.agreementEndDate,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
}
