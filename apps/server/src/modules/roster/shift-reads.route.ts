import type { ShiftRosterView } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { jsonText } from '../../http/json-text.ts';
import type { Principal } from '../../http/principal.ts';
import type { Reach } from '../../http/reach.ts';
import { personReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from './company-zone.ts';
import { periodOf, periodReadQuery, periodWhere } from './roster-period.ts';
import { type RosterReader, readerScope } from './roster-scope.repo.ts';
import { companyShifts, oneShift, personShifts, withinScope } from './shift-filters.repo.ts';
import { findShiftView, shiftViews, shiftViewsJson } from './shift-reads.repo.ts';

const tags = ['ShiftRosters'];
const optionalId = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.uuid(message).optional());
export const WHO_REQUIRED = 'Choose a staff member or a client';

/**
 * The filter's staff member and client, checked against whose shifts the caller may read: a staff
 * member or client asking for someone else's gets 404, as if there were none; asking for nobody in
 * particular gets their own.
 */
export function ownFilter(reader: RosterReader, f: { staffId?: string; clientId?: string }) {
  if (reader.kind === 'staff') {
    if ((f.staffId && f.staffId !== reader.staffId) || f.clientId) {
      throw notFound();
    }
    return { staffId: reader.staffId };
  }
  if (reader.kind === 'client') {
    if ((f.clientId && f.clientId !== reader.profileId) || f.staffId) {
      throw notFound();
    }
    return { clientId: reader.profileId };
  }
  return f;
}

/** True when the caller may read this shift: the company's reader, its staff member, or one of its clients. */
function mayRead(reader: RosterReader, shift: ShiftRosterView): boolean {
  switch (reader.kind) {
    case 'all':
    case 'auditApproved':
      return true;
    case 'staff':
      return shift.staffId === reader.staffId;
    case 'client':
      return shift.clientList.some((c) => c.profileId === reader.profileId);
  }
}

/** Reading the roster (spec 3 §7.1): the company's for its readers, their own for a staff member or client. */
export const getAllShiftRostersRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/get_all_shift_rosters',
  summary: 'Every shift of the company (a staff member or client: their own), by start',
  tags,
  querystring: z.object({ companyId: z.unknown().optional() }),
  async handler({ db, principal, reply, reach }) {
    reply.header('Cache-Control', 'no-store');
    const reader = personReader(principal, reach);
    const where = readerScope(reader) ?? companyShifts(principal.companyId);
    return jsonText(reply, await shiftViewsJson(db, principal.companyId, where));
  },
});

export const getPeriodicShiftRostersRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/get_periodic_shift_rosters',
  readsFrom: 'standby',
  summary:
    'The shifts overlapping a period (local dates or instants), optionally of one staff member or client',
  tags,
  querystring: periodReadQuery,
  async handler({ db, principal, query, reply, reach }) {
    const reader = personReader(principal, reach);
    const period = periodOf(query, await companyZone(db, principal.companyId));
    const where = withinScope(periodWhere(period, ownFilter(reader, query)), readerScope(reader));
    return jsonText(reply, await shiftViewsJson(db, principal.companyId, where));
  },
});

export const getShiftsByUserRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/get_shifts_by_user',
  summary: 'Every shift of one staff member or client (the profile tabs), by start',
  tags,
  querystring: z.object({
    client: optionalId('Choose a client from the list'),
    staff: optionalId('Choose a staff member from the list'),
    companyId: z.unknown().optional(),
  }),
  async handler({ db, principal, query, reply, reach }) {
    const reader = personReader(principal, reach);
    if (!query.client && !query.staff && reader.kind === 'all') {
      throw badRequest(WHO_REQUIRED, { staff: WHO_REQUIRED });
    }
    const f = ownFilter(reader, { staffId: query.staff, clientId: query.client });
    const where = withinScope(personShifts(f), readerScope(reader));
    return jsonText(reply, await shiftViewsJson(db, principal.companyId, where));
  },
});

export const shiftRostersRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/:id',
  summary: 'One shift (a staff member or client: only their own)',
  tags,
  params: z.object({ id: z.uuid('The id must be a UUID') }),
  handler: ({ db, principal, params, reach }) => readableShift(db, principal, reach, params.id),
});

/**
 * One shift as the caller may read it (the office: any of the company's; an auditor: audit-approved
 * people's; a staff member or client: their own); else 404. Shared by the reads of one shift.
 */
export async function readableShift(
  db: Queryable,
  principal: Principal,
  reach: Reach,
  id: string,
): Promise<ShiftRosterView> {
  const reader = personReader(principal, reach);
  const scope = readerScope(reader);
  const shift = await findShiftView(db, principal.companyId, id);
  const inScope =
    !scope ||
    reader.kind !== 'auditApproved' ||
    (await shiftViews(db, principal.companyId, oneShift(id, scope))).length > 0;
  if (!shift || !inScope || !mayRead(reader, shift)) {
    throw notFound();
  }
  return shift;
}
