import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clientReferrals, serviceProviders } from '../../db/schema/index.ts';

const listColumns = {
  clientReferralId: clientReferrals.id,
  fullName: clientReferrals.fullName,
  email: clientReferrals.email,
  isAccepted: clientReferrals.isAccepted,
  form: clientReferrals.form,
  profileId: clientReferrals.profileId,
  serviceProvidersId: clientReferrals.serviceProvidersId,
  referrerEmail: clientReferrals.referrerEmail,
  dateCreated: clientReferrals.dateCreated,
  dateModified: clientReferrals.dateModified,
};

type Row = Awaited<ReturnType<typeof selectReferrals>>[number];

function selectReferrals(db: Queryable, companyId: string, extra?: ReturnType<typeof eq>) {
  return db
    .select(listColumns)
    .from(clientReferrals)
    .where(and(eq(clientReferrals.companyId, companyId), extra))
    .orderBy(desc(clientReferrals.dateCreated));
}

/** The list fields of spec 2 §2 Referrals beside the whole form. */
const toReferral = (r: Row) => ({
  ...r,
  status: r.isAccepted ? 'Accepted' : 'Pending',
  currentResidence: r.form.currentResidence,
  contactNumber: r.form.contactNumber,
  ndisNo: r.form.ndisNo,
  ndisStartDate: r.form.ndisStartDate,
  ndisEndDate: r.form.ndisEndDate,
  referrerName: r.form.referrerName,
  referrerOrganisation: r.form.referrerOrganisation,
  dateModified: r.dateModified ?? r.dateCreated,
});
export type ReferralView = ReturnType<typeof toReferral>;

export async function listReferrals(db: Queryable, companyId: string): Promise<ReferralView[]> {
  return (await selectReferrals(db, companyId)).map(toReferral);
}

export async function findReferral(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ReferralView | undefined> {
  const [row] = await selectReferrals(db, companyId, eq(clientReferrals.id, id));
  return row && toReferral(row);
}

/**
 * The referral, its row locked until the transaction ends (SELECT … FOR UPDATE): a concurrent
 * accept waits here, then sees the state the first one left.
 */
export async function lockReferral(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ReferralView | undefined> {
  const [row] = await selectReferrals(db, companyId, eq(clientReferrals.id, id)).for('update');
  return row && toReferral(row);
}

/**
 * Referrals attributed to a provider: those they sent while signed in (acceptance keeps the link).
 * A referrer e-mail typed into the public form attributes nothing: anyone can type it.
 */
export async function listReferralsBy(db: Queryable, companyId: string, providerId: string) {
  const rows = await selectReferrals(db, companyId, eq(clientReferrals.serviceProvidersId, providerId));
  return rows.map(toReferral);
}

export async function insertReferral(
  db: Queryable,
  values: typeof clientReferrals.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(clientReferrals).values(values).returning({ id: clientReferrals.id });
  if (!row) {
    throw new Error('referral insert returned nothing');
  }
  return row.id;
}

export async function updateReferral(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof clientReferrals.$inferInsert>,
) {
  await db
    .update(clientReferrals)
    .set(change)
    .where(and(eq(clientReferrals.companyId, companyId), eq(clientReferrals.id, id)));
}

export async function deleteReferral(db: Queryable, companyId: string, id: string) {
  return db
    .delete(clientReferrals)
    .where(and(eq(clientReferrals.companyId, companyId), eq(clientReferrals.id, id)))
    .returning({ fullName: clientReferrals.fullName });
}

const providerColumns = {
  serviceProvidersId: serviceProviders.id,
  referralCompany: serviceProviders.referralCompany,
  name: serviceProviders.name,
  lastName: serviceProviders.lastName,
  email: serviceProviders.email,
  phone: serviceProviders.phone,
  address: serviceProviders.address,
  userId: serviceProviders.userId,
  companyId: serviceProviders.companyId,
  dateCreated: serviceProviders.dateCreated,
};

const withFullName = <T extends { name: string; lastName: string | null }>(p: T) => ({
  ...p,
  fullName: `${p.name} ${p.lastName ?? ''}`.trim(),
});

export async function findProvider(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(providerColumns)
    .from(serviceProviders)
    .where(and(eq(serviceProviders.companyId, companyId), eq(serviceProviders.id, id)));
  return row && withFullName(row);
}

export async function findProviderByEmail(db: Queryable, companyId: string, email: string) {
  const [row] = await db
    .select(providerColumns)
    .from(serviceProviders)
    .where(
      and(eq(serviceProviders.companyId, companyId), sql`lower(${serviceProviders.email}) = lower(${email})`),
    );
  return row && withFullName(row);
}

export async function findProviderByUser(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select(providerColumns)
    .from(serviceProviders)
    .where(and(eq(serviceProviders.companyId, companyId), eq(serviceProviders.userId, userId)));
  return row && withFullName(row);
}

export async function insertProvider(
  db: Queryable,
  values: typeof serviceProviders.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(serviceProviders).values(values).returning({ id: serviceProviders.id });
  if (!row) {
    throw new Error('provider insert returned nothing');
  }
  return row.id;
}

/**
 * The company's service provider with this e-mail (any case), added when there is none. Safe when
 * two accepts add the same new referrer at once: the second insert yields to the unique index and
 * reads the row the first one committed.
 */
export async function findOrInsertProvider(
  db: Queryable,
  values: typeof serviceProviders.$inferInsert,
): Promise<string> {
  const existing = await findProviderByEmail(db, values.companyId, values.email);
  if (existing) {
    return existing.serviceProvidersId;
  }
  const [row] = await db
    .insert(serviceProviders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: serviceProviders.id });
  const id = row?.id ?? (await findProviderByEmail(db, values.companyId, values.email))?.serviceProvidersId;
  if (!id) {
    throw new Error('provider insert returned nothing');
  }
  return id;
}

/** Saves the provider's edited fields. */
export async function updateProvider(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof serviceProviders.$inferInsert>,
): Promise<void> {
  await db
    .update(serviceProviders)
    .set(change)
    .where(and(eq(serviceProviders.companyId, companyId), eq(serviceProviders.id, id)));
}

/** Deletes the provider; its name and sign-in, when there was one. */
export function deleteProvider(db: Queryable, companyId: string, id: string) {
  return db
    .delete(serviceProviders)
    .where(and(eq(serviceProviders.companyId, companyId), eq(serviceProviders.id, id)))
    .returning({ name: serviceProviders.name, userId: serviceProviders.userId });
}
