import {
  ERROR_TITLES,
  SAH_SERVICE_MESSAGES as M,
  priceRowOn,
  priceRowProblem,
  readServiceCsv,
  SAH_SERVICE_LIST,
  type SahServicesImportReply,
  type SahServicesView,
  type StatusReply,
  sahDollars,
  sahServicePriceAdd,
  sahServicesImport,
  sahServicesQuery,
} from '@care/domain';
import { AppError, badRequest, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import {
  ensureSahServicesSeeded,
  findService,
  insertPriceRow,
  insertService,
  priceRowsOf,
  servicesOf,
  updateService,
} from './sah-services.repo.ts';
import { companyToday } from './sah-today.ts';

const TAGS = ['SupportAtHome'];

/** Setup → Support at Home services: the list with each service's price and cap in force on a day. */
export const getSahServicesRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/get_services',
  summary: 'The Support at Home service list with the published prices and price caps (effective-dated)',
  tags: TAGS,
  querystring: sahServicesQuery,
  async handler({ db, principal, query, now }): Promise<SahServicesView> {
    const { companyId } = principal;
    const date = query.date ?? (await companyToday(db, companyId, now));
    const stored = await servicesOf(db, companyId);
    // Reads never seed (as the budget rows): before the first write or the daily job, the shipped list.
    if (stored.length === 0) {
      return {
        date,
        seeded: false,
        services: SAH_SERVICE_LIST.map((s) => ({
          ...s,
          serviceId: null,
          priceCents: null,
          capCents: null,
          prices: [],
        })),
      };
    }
    const prices = await priceRowsOf(db, companyId);
    return {
      date,
      seeded: true,
      services: stored.map((s) => {
        const rows = prices.filter((p) => p.serviceId === s.serviceId).map(({ serviceId: _, ...p }) => p);
        return {
          ...s,
          priceCents: priceRowOn(rows, 'PRICE', date)?.amountCents ?? null,
          capCents: priceRowOn(rows, 'CAP', date)?.amountCents ?? null,
          prices: rows,
        };
      }),
    };
  },
});

/** Adds a published price or a price cap of a service from a date; a price above a cap is refused. */
export const addSahServicePriceRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/add_service_price',
  summary: 'Adds a Support at Home service’s published price or price cap from a date',
  tags: TAGS,
  body: sahServicePriceAdd,
  activity: 'Added a Support at Home service price',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply & { priceId: string }> {
    const { companyId } = principal;
    const service = await findService(db, companyId, body.serviceId);
    if (!service) {
      throw notFound();
    }
    const rows = await priceRowsOf(db, companyId, [service.serviceId]);
    const next = {
      kind: body.kind,
      amountCents: body.amount,
      effectiveFrom: body.effectiveFrom,
      effectiveTo: body.effectiveTo ?? null,
      source: body.source,
    };
    if (rows.some((r) => r.kind === next.kind && r.effectiveFrom === next.effectiveFrom)) {
      throw fieldError('effectiveFrom', M.sameRow);
    }
    const problem = priceRowProblem(next, rows, service.unit);
    if (problem) {
      throw fieldError('amount', problem);
    }
    const priceId = await insertPriceRow(
      db,
      companyId,
      { serviceId: service.serviceId, ...next },
      now,
      principal.fullName,
    );
    const what = next.kind === 'PRICE' ? 'published price' : 'price cap';
    recordActivity(
      `Added the Support at Home ${what} of ${service.name}: ${sahDollars(next.amountCents)} from ${next.effectiveFrom} (${next.source})`,
    );
    return { status: 'Success', message: `The ${what} was added.`, priceId };
  },
});

/**
 * Imports the service list CSV (SUPPORT-AT-HOME.md §5.2: imported, keyed by the SERV code): a
 * service with a known code (or, without one, a known service type and name) is updated, others are
 * added; nothing is removed, so shifts naming a service keep it. A bad row imports nothing.
 */
export const importSahServicesRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/import_services',
  summary:
    'Imports the Support at Home service list (CSV: category, service type code, service type, service code, service, unit)',
  tags: TAGS,
  body: sahServicesImport,
  activity: 'Imported the Support at Home service list',
  async handler({ db, principal, body, now, recordActivity }): Promise<SahServicesImportReply> {
    const { companyId } = principal;
    const file = readServiceCsv(body.csv);
    const [first] = file.errors;
    if (first) {
      const more = file.errors.length > 1 ? ` (and ${file.errors.length - 1} more)` : '';
      throw new AppError(
        400,
        `Nothing was imported. Row ${first.row}, ${first.column}: ${first.message}${more}`,
        Object.fromEntries(file.errors.slice(0, 50).map((e) => [`row${e.row}.${e.column}`, e.message])),
        ERROR_TITLES.badInput,
      );
    }
    await ensureSahServicesSeeded(db, companyId, now);
    const stored = await servicesOf(db, companyId);
    const byCode = new Map(stored.filter((s) => s.serviceCode).map((s) => [s.serviceCode, s]));
    const byName = new Map(stored.map((s) => [`${s.serviceType}|${s.name}`.toLowerCase(), s]));
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (const row of file.rows) {
      const known =
        (row.serviceCode ? byCode.get(row.serviceCode) : undefined) ??
        byName.get(`${row.serviceType}|${row.name}`.toLowerCase());
      if (!known) {
        await insertService(db, companyId, row, now, principal.fullName);
        added += 1;
        continue;
      }
      const { serviceId, ...old } = known;
      if (JSON.stringify(old) === JSON.stringify({ ...old, ...row })) {
        unchanged += 1;
        continue;
      }
      const clash = byName.get(`${row.serviceType}|${row.name}`.toLowerCase());
      if (clash && clash.serviceId !== serviceId) {
        throw badRequest(
          `Nothing was imported. ${row.serviceCode} would rename a service to one already on the list (${row.serviceType}: ${row.name})`,
        );
      }
      await updateService(db, companyId, serviceId, row, now, principal.fullName);
      updated += 1;
    }
    recordActivity(
      `Imported the Support at Home service list: ${added} added, ${updated} updated, ${unchanged} unchanged`,
    );
    return {
      status: 'Success',
      message: `The service list was imported: ${added} added, ${updated} updated, ${unchanged} unchanged.`,
      added,
      updated,
      unchanged,
    };
  },
});
