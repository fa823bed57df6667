import { createHash } from 'node:crypto';
import {
  type CatalogueItem,
  type CatalogueLayout,
  catalogueItemFingerprint,
  itemNumberPrefix,
  type PriceColumn,
  type StoredPrices,
} from '@care/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { supportCatalogues, supportItems, users } from '../../db/schema/index.ts';

/** The stored fingerprint of a catalogue row: a hash of its whole content. */
export const fingerprintOf = (item: CatalogueItem): string =>
  createHash('sha256').update(catalogueItemFingerprint(item)).digest('hex');

const PRICE_FIELDS: Record<PriceColumn, keyof typeof supportItems.$inferInsert> = {
  ACT: 'actCents',
  NSW: 'nswCents',
  NT: 'ntCents',
  QLD: 'qldCents',
  SA: 'saCents',
  TAS: 'tasCents',
  VIC: 'vicCents',
  WA: 'waCents',
  National: 'nationalCents',
  Remote: 'remoteCents',
  'Very Remote': 'veryRemoteCents',
};

/** The price columns of a stored row, by the catalogue's column names. */
export function storedPrices(row: Record<string, unknown>): StoredPrices {
  return Object.fromEntries(
    Object.entries(PRICE_FIELDS).map(([column, field]) => [column, (row[field] as number | null) ?? null]),
  ) as StoredPrices;
}

/** Of these fingerprints, those the company's catalogue already has. */
export async function knownFingerprints(
  db: Queryable,
  companyId: string,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < fingerprints.length; i += 500) {
    const rows = await db
      .select({ fingerprint: supportItems.fingerprint })
      .from(supportItems)
      .where(
        and(
          eq(supportItems.companyId, companyId),
          inArray(supportItems.fingerprint, fingerprints.slice(i, i + 500)),
        ),
      );
    for (const r of rows) {
      known.add(r.fingerprint);
    }
  }
  return known;
}

/** Records an imported catalogue file. */
export async function insertCatalogue(
  db: Queryable,
  values: {
    companyId: string;
    name: string;
    layout: CatalogueLayout;
    fileName: string;
    itemsAdded: number;
    itemsUnchanged: number;
    dateCreated: Date;
    userCreated: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(supportCatalogues).values(values).returning({ id: supportCatalogues.id });
  if (!row) {
    throw new Error('no catalogue');
  }
  return row.id;
}

/** Sets how many rows an import added and found unchanged, once they are known. */
export async function setCatalogueCounts(
  db: Queryable,
  id: string,
  itemsAdded: number,
  itemsUnchanged: number,
) {
  await db.update(supportCatalogues).set({ itemsAdded, itemsUnchanged }).where(eq(supportCatalogues.id, id));
}

/**
 * Adds the catalogue's rows; a row already there (same fingerprint, also from an import running
 * at the same time) is skipped. Returns how many were added. Rows are never updated.
 */
export async function insertItems(
  db: Queryable,
  companyId: string,
  catalogueId: string,
  items: readonly { item: CatalogueItem; fingerprint: string }[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < items.length; i += 200) {
    const values = items.slice(i, i + 200).map(({ item, fingerprint }) => ({
      companyId,
      catalogueId,
      itemNumber: item.itemNumber,
      itemName: item.itemName,
      registrationGroupNumber: item.registrationGroupNumber,
      registrationGroupName: item.registrationGroupName,
      supportCategoryNumber: item.supportCategoryNumber,
      supportCategoryName: item.supportCategoryName,
      unit: item.unit,
      quote: item.quote,
      startDate: item.startDate,
      endDate: item.endDate,
      type: item.type,
      ...Object.fromEntries(Object.entries(PRICE_FIELDS).map(([c, f]) => [f, item.prices[c as PriceColumn]])),
      nonFaceToFace: item.nonFaceToFace,
      providerTravel: item.providerTravel,
      shortNoticeCancellations: item.shortNoticeCancellations,
      ndiaRequestedReports: item.ndiaRequestedReports,
      irregularSil: item.irregularSil,
      fingerprint,
    }));
    const rows = await db
      .insert(supportItems)
      .values(values)
      .onConflictDoNothing({ target: [supportItems.companyId, supportItems.fingerprint] })
      .returning({ id: supportItems.id });
    added += rows.length;
  }
  return added;
}

/** The company's imported catalogues, newest first, with who imported each. */
export function listCatalogues(db: Queryable, companyId: string) {
  return db
    .select({
      catalogueId: supportCatalogues.id,
      name: supportCatalogues.name,
      layout: supportCatalogues.layout,
      fileName: supportCatalogues.fileName,
      itemsAdded: supportCatalogues.itemsAdded,
      itemsUnchanged: supportCatalogues.itemsUnchanged,
      dateCreated: supportCatalogues.dateCreated,
      importedBy: sql<string | null>`nullif(${fullNameSql(users.firstName, null, users.lastName)}, '')`,
    })
    .from(supportCatalogues)
    .leftJoin(users, sql`${users.id}::text = ${supportCatalogues.userCreated}`)
    .where(eq(supportCatalogues.companyId, companyId))
    .orderBy(desc(supportCatalogues.dateCreated));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows whose number starts with an item number searched for, else whose number or name contains the text (any case). */
const matching = (search: string | undefined): SQL | undefined => {
  const s = search?.trim();
  if (!s) {
    return undefined;
  }
  const prefix = itemNumberPrefix(s);
  if (prefix) {
    return ilike(supportItems.itemNumber, `${escapeLike(prefix)}%`);
  }
  const pattern = `%${escapeLike(s)}%`;
  return or(ilike(supportItems.itemNumber, pattern), ilike(supportItems.itemName, pattern));
};

const inForceOnSql = (date: string) =>
  and(lte(supportItems.startDate, date), or(isNull(supportItems.endDate), gte(supportItems.endDate, date)));

const itemColumns = {
  id: supportItems.id,
  itemNumber: supportItems.itemNumber,
  itemName: supportItems.itemName,
  registrationGroupNumber: supportItems.registrationGroupNumber,
  registrationGroupName: supportItems.registrationGroupName,
  supportCategoryName: supportItems.supportCategoryName,
  unit: supportItems.unit,
  quote: supportItems.quote,
  type: supportItems.type,
  startDate: supportItems.startDate,
  endDate: supportItems.endDate,
  actCents: supportItems.actCents,
  nswCents: supportItems.nswCents,
  ntCents: supportItems.ntCents,
  qldCents: supportItems.qldCents,
  saCents: supportItems.saCents,
  tasCents: supportItems.tasCents,
  vicCents: supportItems.vicCents,
  waCents: supportItems.waCents,
  nationalCents: supportItems.nationalCents,
  remoteCents: supportItems.remoteCents,
  veryRemoteCents: supportItems.veryRemoteCents,
  catalogueId: supportItems.catalogueId,
  importedAt: supportCatalogues.dateCreated,
  layout: supportCatalogues.layout,
};

export interface BrowseQuery {
  search?: string;
  registrationGroup?: string;
  /** YYYY-MM-DD: only the row of each item in force that day (the latest imported wins). */
  inForceOn?: string;
  page: number;
  pageSize: number;
}

/**
 * A page of the company's catalogue rows, by item number: every dated row, or with `inForceOn` the
 * row of each item in force on that date (of overlapping rows, the latest imported's).
 */
export async function browseItems(
  db: Queryable,
  companyId: string,
  q: BrowseQuery,
): Promise<{ rows: StoredItem[]; total: number }> {
  const where = and(
    eq(supportItems.companyId, companyId),
    matching(q.search),
    q.registrationGroup ? eq(supportItems.registrationGroupNumber, q.registrationGroup) : undefined,
    q.inForceOn ? inForceOnSql(q.inForceOn) : undefined,
  );
  const base = q.inForceOn
    ? db
        .selectDistinctOn([supportItems.itemNumber], itemColumns)
        .from(supportItems)
        .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
        .where(where)
        .orderBy(supportItems.itemNumber, desc(supportCatalogues.dateCreated), desc(supportItems.startDate))
    : db
        .select(itemColumns)
        .from(supportItems)
        .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
        .where(where);
  const sub = base.as('items');
  const [totalRow] = await db.select({ n: count() }).from(sub);
  const rows = await db
    .select()
    .from(sub)
    .orderBy(asc(sub.itemNumber), desc(sub.startDate), desc(sub.importedAt))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows: rows as StoredItem[], total: totalRow?.n ?? 0 };
}

/** The registration groups the company's catalogue has, by number. */
export function registrationGroups(db: Queryable, companyId: string) {
  return db
    .selectDistinct({
      number: supportItems.registrationGroupNumber,
      name: supportItems.registrationGroupName,
    })
    .from(supportItems)
    .where(
      and(eq(supportItems.companyId, companyId), sql`${supportItems.registrationGroupNumber} is not null`),
    )
    .orderBy(supportItems.registrationGroupNumber, supportItems.registrationGroupName);
}

/** Every row in force on the date matching the search, for the funded-item lookup (at most `limit` items' rows). */
export function rowsInForce(db: Queryable, companyId: string, date: string, search: string | undefined) {
  return db
    .select(itemColumns)
    .from(supportItems)
    .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
    .where(and(eq(supportItems.companyId, companyId), inForceOnSql(date), matching(search)))
    .orderBy(supportItems.itemNumber);
}

/** One catalogue row of the company. */
export async function findItem(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(itemColumns)
    .from(supportItems)
    .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
    .where(and(eq(supportItems.companyId, companyId), eq(supportItems.id, id)))
    .limit(1);
  return row;
}

/** The rows of one item number (every date), to find the one in force. */
export function rowsOfItem(db: Queryable, companyId: string, itemNumber: string) {
  return db
    .select(itemColumns)
    .from(supportItems)
    .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
    .where(and(eq(supportItems.companyId, companyId), eq(supportItems.itemNumber, itemNumber)));
}

/** A catalogue row as the repo reads it, with when its catalogue was imported. */
export type StoredItem = NonNullable<Awaited<ReturnType<typeof findItem>>>;
