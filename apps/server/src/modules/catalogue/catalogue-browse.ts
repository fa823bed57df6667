import { centsToDollars, type PriceColumn } from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import {
  browseItems,
  listCatalogues,
  registrationGroups,
  type StoredItem,
  storedPrices,
} from './catalogue.repo.ts';

const dollars = (cents: number | null | undefined) => (cents == null ? null : centsToDollars(cents));

const PRICE_KEYS: Record<PriceColumn, string> = {
  ACT: 'act',
  NSW: 'nsw',
  NT: 'nt',
  QLD: 'qld',
  SA: 'sa',
  TAS: 'tas',
  VIC: 'vic',
  WA: 'wa',
  National: 'national',
  Remote: 'remote',
  'Very Remote': 'veryRemote',
};

/** A catalogue row as the browse list shows it: prices in dollars, null where the row has none. */
export function itemView(row: StoredItem) {
  const prices = storedPrices(row);
  return {
    supportItemId: row.id,
    itemNumber: row.itemNumber,
    itemName: row.itemName,
    registrationGroupNumber: row.registrationGroupNumber,
    registrationGroupName: row.registrationGroupName,
    supportCategoryName: row.supportCategoryName,
    unit: row.unit,
    quote: row.quote,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    prices: Object.fromEntries(
      Object.entries(PRICE_KEYS).map(([column, key]) => [key, dollars(prices[column as PriceColumn])]),
    ),
  };
}

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The catalogue's browse list, its registration groups and the imported catalogues. */
export const itemsSupportCatalogueRoute = routeSpec({
  method: 'GET',
  url: '/SupportCatalogue/items',
  summary:
    'A page of the catalogue by item number: search by number or name, filter by registration group, and the rows in force on a date',
  tags: ['SupportCatalogue'],
  querystring: z.object({
    search: z.string().trim().max(100).optional(),
    registrationGroup: z.string().trim().max(10).optional(),
    inForceOn: date,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  }),
  async handler({ db, principal, query }) {
    const { rows, total } = await browseItems(db, principal.companyId, {
      search: query.search,
      registrationGroup: query.registrationGroup || undefined,
      inForceOn: query.inForceOn,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: rows.map(itemView), total, page: query.page, pageSize: query.pageSize };
  },
});

export const registrationGroupsRoute = routeSpec({
  method: 'GET',
  url: '/SupportCatalogue/registration_groups',
  summary: 'The registration groups of the catalogue, for its filter',
  tags: ['SupportCatalogue'],
  async handler({ db, principal }) {
    return registrationGroups(db, principal.companyId);
  },
});

export const cataloguesRoute = routeSpec({
  method: 'GET',
  url: '/SupportCatalogue/catalogues',
  summary: 'The catalogue files imported, newest first',
  tags: ['SupportCatalogue'],
  async handler({ db, principal }) {
    return listCatalogues(db, principal.companyId);
  },
});
