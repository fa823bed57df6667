import type { PricingRow } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { supportCatalogues, supportItems } from '../../db/schema/index.ts';
import { storedPrices } from '../catalogue/catalogue.api.ts';

/**
 * Every catalogue row of the company as pricing reads it (all dates: the rule picks the one in
 * force). About 650 rows a catalogue: read once per request, then `indexCatalogue`.
 */
export async function pricingRows(db: Queryable, companyId: string): Promise<PricingRow[]> {
  const rows = await db
    .select({
      item: supportItems,
      catalogueName: supportCatalogues.name,
      layout: supportCatalogues.layout,
      importedAt: supportCatalogues.dateCreated,
    })
    .from(supportItems)
    .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
    .where(eq(supportItems.companyId, companyId));
  return rows.map((r) => ({
    supportItemId: r.item.id,
    itemNumber: r.item.itemNumber,
    itemName: r.item.itemName,
    unit: r.item.unit,
    quote: r.item.quote,
    registrationGroupNumber: r.item.registrationGroupNumber,
    supportCategoryNumber: r.item.supportCategoryNumber,
    startDate: r.item.startDate,
    endDate: r.item.endDate,
    importedAt: r.importedAt.toISOString(),
    prices: storedPrices(r.item),
    layout: r.layout === 'national' ? 'national' : 'states',
    catalogueName: r.catalogueName,
  }));
}
