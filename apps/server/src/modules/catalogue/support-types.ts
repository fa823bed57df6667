import { calendarDateInZone, itemsInForce } from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { rowsInForce } from './catalogue.repo.ts';

/**
 * The support types (spec 1 §7.5 /Invoice/get_all_support_type): the catalogue's items in force
 * today, newest imported first (spec 1 §3: support types newest first by dateCreated).
 */
export const getAllSupportTypeRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/get_all_support_type',
  summary: 'The support types: the support catalogue’s items in force today, newest first',
  tags: ['Invoice'],
  querystring: z.object({ search: z.string().trim().max(100).optional() }),
  async handler({ db, principal, query, now }) {
    const today = calendarDateInZone(now, await companyZone(db, principal.companyId));
    const stored = await rowsInForce(db, principal.companyId, today, query.search);
    // The item-in-force rule reads the import instant as text (as the funded-item lookup passes it).
    const rows = itemsInForce(
      stored.map((r) => ({ ...r, importedAt: r.importedAt.toISOString() })),
      today,
    );
    return rows
      .map((r) => ({
        supportTypeId: r.id,
        itemNumber: r.itemNumber,
        supportType: r.itemName,
        supportCategoryName: r.supportCategoryName,
        registrationGroupName: r.registrationGroupName,
        unit: r.unit,
        dateCreated: r.importedAt,
      }))
      .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated) || a.itemNumber.localeCompare(b.itemNumber));
  },
});
