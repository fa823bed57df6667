import {
  SAH_SERVICE_LIST,
  type SahCategory,
  type SahPriceKind,
  type SahPriceRowView,
  type SahServiceRow,
  type SahServiceUnit,
} from '@care/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahServicePrices, sahServices } from '../../db/schema/index.ts';

/** A stored service of the company's list. */
export type StoredService = SahServiceRow & { serviceId: string };

const serviceColumns = {
  serviceId: sahServices.id,
  category: sahServices.category,
  serviceTypeCode: sahServices.serviceTypeCode,
  serviceType: sahServices.serviceType,
  serviceCode: sahServices.serviceCode,
  name: sahServices.name,
  unit: sahServices.unit,
};

const typed = (r: { category: string; unit: string } & Omit<StoredService, 'category' | 'unit'>) => ({
  ...r,
  category: r.category as SahCategory,
  unit: r.unit as SahServiceUnit,
});

/**
 * Adds the shipped service types the company does not have (by service type and name): the list
 * grows by imports, a shipped row once there is never re-added or changed.
 */
export async function ensureSahServicesSeeded(db: Queryable, companyId: string, now: Date): Promise<void> {
  await db
    .insert(sahServices)
    .values(SAH_SERVICE_LIST.map((s) => ({ ...s, companyId, dateCreated: now, userCreated: 'sah-seed' })))
    .onConflictDoNothing();
}

/** The company's services, by category, service type and name. */
export async function servicesOf(db: Queryable, companyId: string): Promise<StoredService[]> {
  const rows = await db
    .select(serviceColumns)
    .from(sahServices)
    .where(eq(sahServices.companyId, companyId))
    .orderBy(asc(sahServices.category), asc(sahServices.serviceType), asc(sahServices.name));
  return rows.map(typed);
}

/** One service of the company, or undefined (another company's: undefined). */
export async function findService(db: Queryable, companyId: string, serviceId: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(sahServices)
    .where(and(eq(sahServices.companyId, companyId), eq(sahServices.id, serviceId)))
    .limit(1);
  return row ? typed(row) : undefined;
}

/** The price and cap rows of the company's services, or of the services named. */
export async function priceRowsOf(
  db: Queryable,
  companyId: string,
  serviceIds?: readonly string[],
): Promise<(SahPriceRowView & { serviceId: string })[]> {
  if (serviceIds && serviceIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      priceId: sahServicePrices.id,
      serviceId: sahServicePrices.serviceId,
      kind: sahServicePrices.kind,
      amountCents: sahServicePrices.amountCents,
      effectiveFrom: sahServicePrices.effectiveFrom,
      effectiveTo: sahServicePrices.effectiveTo,
      source: sahServicePrices.source,
    })
    .from(sahServicePrices)
    .where(
      and(
        eq(sahServicePrices.companyId, companyId),
        serviceIds ? inArray(sahServicePrices.serviceId, [...serviceIds]) : undefined,
      ),
    )
    .orderBy(asc(sahServicePrices.kind), asc(sahServicePrices.effectiveFrom));
  return rows.map((r) => ({ ...r, kind: r.kind as SahPriceKind }));
}

export async function insertPriceRow(
  db: Queryable,
  companyId: string,
  v: {
    serviceId: string;
    kind: SahPriceKind;
    amountCents: number;
    effectiveFrom: string;
    effectiveTo: string | null;
    source: string;
  },
  now: Date,
  user: string,
): Promise<string> {
  const [row] = await db
    .insert(sahServicePrices)
    .values({ companyId, ...v, dateCreated: now, userCreated: user })
    .returning({ priceId: sahServicePrices.id });
  return row?.priceId ?? '';
}

export async function insertService(
  db: Queryable,
  companyId: string,
  v: SahServiceRow,
  now: Date,
  user: string,
) {
  await db.insert(sahServices).values({ companyId, ...v, dateCreated: now, userCreated: user });
}

export async function updateService(
  db: Queryable,
  companyId: string,
  serviceId: string,
  v: SahServiceRow,
  now: Date,
  user: string,
) {
  await db
    .update(sahServices)
    .set({ ...v, dateModified: now, userModified: user })
    .where(and(eq(sahServices.companyId, companyId), eq(sahServices.id, serviceId)));
}
