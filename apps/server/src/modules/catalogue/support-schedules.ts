import {
  allowedDaysForItem,
  type CatalogueLayout,
  calendarDateInZone,
  centsToDollars,
  DEFAULT_TIME_ZONE,
  daysNotAllowed,
  INCOMPLETE_REQUEST,
  itemInForce,
  itemsInForce,
  priceFor,
  readFrequency,
  type StatusReply,
  supportScheduleForm,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { personListScope, reachedRow } from '../people/people.api.ts';
import { findItem, rowsInForce, rowsOfItem, type StoredItem, storedPrices } from './catalogue.repo.ts';
import {
  acceptSchedule,
  deleteSchedule,
  findClientPlace,
  findSchedule,
  insertSchedule,
  schedulesOfClient,
  schedulesOfVisibleClients,
} from './support-schedules.repo.ts';

const LOOKUP_LIMIT = 50;
const idParams = z.object({ id: z.uuid('The id must be a UUID') });
const clientQuery = z.object({ clientId: z.uuid('clientId must be a UUID') });

/** Today in the company's time zone: the date whose prices are in force. */
async function companyToday(db: Queryable, companyId: string, now: Date): Promise<string> {
  const zone = (await findCompany(db, companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
  return calendarDateInZone(now, zone);
}

/** What prices the client's schedule, and their name (the record rule has let the caller reach them). */
async function clientPlace(db: Queryable, companyId: string, profileId: string) {
  const place = await findClientPlace(db, companyId, profileId);
  if (!place) {
    throw notFound();
  }
  return place;
}

const dated = (row: StoredItem) => ({ ...row, importedAt: row.importedAt.toISOString() });

/** A schedule line as the spec replies it: cost in dollars (stored in cents). */
const scheduleView = <T extends { costCents: number }>({ costCents, ...row }: T) => ({
  ...row,
  cost: centsToDollars(costCents),
});

/** The funded-item lookup and the client's schedule of support (spec 2 §3, §5, §7). */
export const getNdiaDpaItemsRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/get_ndia_dpa_items',
  summary:
    "Funded items for a client's schedule: catalogue items in force today with a price for the client's location (rate in dollars as `remote`)",
  tags: ['Invoice'],
  querystring: clientQuery.extend({ search: z.string().trim().max(100).optional() }),
  async handler({ db, principal, query, now }) {
    const client = await clientPlace(db, principal.companyId, query.clientId);
    const today = await companyToday(db, principal.companyId, now);
    const rows = await rowsInForce(db, principal.companyId, today, query.search);
    return itemsInForce(rows.map(dated), today)
      .map((row) => ({ row, price: priceFor(storedPrices(row), client, row.layout as CatalogueLayout) }))
      .filter(({ price }) => price.cents !== null)
      .slice(0, LOOKUP_LIMIT)
      .map(({ row, price }) => ({
        ndiA_DPAId: row.id,
        itemName: row.itemName,
        itemNumber: row.itemNumber,
        remote: centsToDollars(price.cents as number),
        priceColumn: price.column,
        unit: row.unit,
        allowedDays: allowedDaysForItem(row.itemName),
      }));
  },
});

export const addScheduleOfSupportRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/add_schedule_of_support',
  summary:
    "Add a funded item to a client's schedule of support; cost and item number come from the catalogue row in force",
  tags: ['Invoice'],
  querystring: z.object({ userId: z.string().optional() }),
  body: supportScheduleForm,
  activity: 'Added a support schedule',
  async handler({
    db,
    principal,
    body,
    now,
    granted,
    recordActivity,
  }): Promise<StatusReply & { scheduleId: string; accepted: boolean }> {
    const client = await clientPlace(db, principal.companyId, body.profileId);
    // Only the office sets the item a client is billed at: anyone else's line is a suggestion.
    const accepted = granted.includes('supportSchedule.price');
    const { days, unknown } = readFrequency(body.frequency);
    if (unknown.length > 0) {
      throw fieldError('frequency', `${unknown.join(', ')} is not a day of the week`);
    }
    if (days.length === 0) {
      throw fieldError('frequency', INCOMPLETE_REQUEST);
    }
    const today = await companyToday(db, principal.companyId, now);
    let row: Omit<StoredItem, 'importedAt'> | undefined;
    if (body.ndiA_DPAId) {
      row = await findItem(db, principal.companyId, body.ndiA_DPAId);
    } else if (body.itemNumber) {
      row = itemInForce((await rowsOfItem(db, principal.companyId, body.itemNumber)).map(dated), today);
    } else {
      throw fieldError('ndiA_DPAId', 'Choose a funded item');
    }
    if (!row) {
      throw fieldError('ndiA_DPAId', 'This item is not in the catalogue.');
    }
    if (!(row.startDate <= today && (row.endDate === null || today <= row.endDate))) {
      throw fieldError('ndiA_DPAId', `${row.itemNumber} is not in force today. Choose the item again.`);
    }
    const price = priceFor(storedPrices(row), client, row.layout as CatalogueLayout);
    if (price.cents === null) {
      throw fieldError(
        'ndiA_DPAId',
        `${row.itemNumber} has no ${price.column} price: it is quoted, not scheduled.`,
      );
    }
    const refused = daysNotAllowed(row.itemName, days);
    if (refused.length > 0) {
      const allowed = allowedDaysForItem(row.itemName);
      throw badRequest(
        `${row.itemName} can only be scheduled on ${allowed.length === 5 ? 'Monday to Friday' : allowed.join(', ')}.`,
        { frequency: `Not allowed for this item: ${refused.join(', ')}` },
      );
    }
    const scheduleId = await insertSchedule(db, {
      companyId: principal.companyId,
      profileId: client.profileId,
      supportItemId: row.id,
      supportType: row.itemName,
      itemNumber: row.itemNumber,
      quantity: body.quantity,
      costCents: price.cents,
      frequency: days.join(','),
      acceptedAt: accepted ? now : null,
      acceptedBy: accepted ? principal.fullName : null,
      dateCreated: now,
      userCreated: principal.uid,
    });
    recordActivity(
      `${accepted ? 'Added' : 'Suggested'} support schedule ${row.itemNumber} for ${client.fullName}`,
    );
    return {
      status: 'Success',
      message: accepted ? 'Schedule created.' : SCHEDULE_SUGGESTED,
      scheduleId,
      accepted,
    };
  },
});

/** What a staff member or client is told: their line waits for the office before it prices anything. */
export const SCHEDULE_SUGGESTED =
  'Schedule line suggested: the office accepts it before the client is billed at this item.';

export const acceptScheduleRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/accept_schedule/:id',
  summary:
    "Accept a suggested line of a client's schedule of support (added by staff or the client): from then on it prices invoices",
  tags: ['Invoice'],
  params: idParams,
  activity: 'Accepted a support schedule',
  async handler({ db, principal, params, now, recordActivity }): Promise<StatusReply> {
    const schedule = await reachedRow(
      db,
      principal,
      'client',
      await findSchedule(db, principal.companyId, params.id),
      (row) => row.profileId,
    );
    if (schedule.acceptedAt !== null) {
      throw conflict('This schedule line is already accepted.');
    }
    const client = await clientPlace(db, principal.companyId, schedule.profileId);
    await acceptSchedule(db, principal.companyId, schedule.scheduleId, {
      now,
      by: principal.fullName,
      userId: principal.uid,
    });
    recordActivity(`Accepted support schedule ${schedule.itemNumber} of ${client.fullName}`);
    return { status: 'Success', message: 'Schedule accepted: it now prices the client’s invoices.' };
  },
});

export const deleteScheduleRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/delete_schedule/:id',
  summary: "Remove a line from a client's schedule of support",
  tags: ['Invoice'],
  params: idParams,
  querystring: z.object({ userId: z.string().optional() }),
  activity: 'Deleted a support schedule',
  async handler({ db, principal, params, recordActivity }): Promise<StatusReply> {
    const schedule = await reachedRow(
      db,
      principal,
      'client',
      await findSchedule(db, principal.companyId, params.id),
      (row) => row.profileId,
    );
    const client = await clientPlace(db, principal.companyId, schedule.profileId);
    await deleteSchedule(db, principal.companyId, schedule.scheduleId);
    recordActivity(`Deleted support schedule ${schedule.itemNumber} of ${client.fullName}`);
    return { status: 'Success', message: 'Schedule deleted.' };
  },
});

export const getClientSupportSchedulesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/get_client_support_schedules',
  summary: "A client's schedule of support (cost in dollars an hour)",
  tags: ['Invoice'],
  querystring: clientQuery,
  async handler({ db, principal, query }) {
    return (await schedulesOfClient(db, principal.companyId, query.clientId)).map(scheduleView);
  },
});

export const getAllSupportSchedulesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/get_all_support_schedules',
  summary: 'The schedules of support of every client the reader may see',
  tags: ['Invoice'],
  async handler({ db, principal }) {
    const rows = await schedulesOfVisibleClients(
      db,
      principal.companyId,
      personListScope(principal, 'client'),
      principal.uid,
      principal.asOf,
    );
    return rows.map(scheduleView);
  },
});
