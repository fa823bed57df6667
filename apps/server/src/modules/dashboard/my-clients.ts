import {
  addCalendarDays,
  calendarDateInZone,
  DATE_FORMATS,
  dayjs,
  MY_CLIENTS_DAYS_AHEAD,
  MY_CLIENTS_NEXT_VISITS,
  type MyClientOpenItem,
  type MyClientRow,
  type MyClientsView,
  type MyClientVisit,
  type ShiftRosterView,
  zonedWallTimeToInstant,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { listProfiles } from '../people/people.api.ts';
import { companyZone, shiftViews } from '../roster/roster.api.ts';
import { clientVisitsWhere } from './my-clients.repo.ts';

const visitOf = (s: ShiftRosterView): MyClientVisit => ({
  shiftRosterId: s.shiftRosterId,
  dateFrom: s.dateFrom,
  dateTo: s.dateTo,
  staffName: s.staff?.fullName ?? null,
});

/** When a visit is, in the company's zone: 'Thu 26 Nov, 9:00 AM'. */
const when = (s: ShiftRosterView, zone: string) =>
  `${dayjs(s.dateFrom).tz(zone).format(DATE_FORMATS.shortDay)}, ${dayjs(s.dateFrom).tz(zone).format(DATE_FORMATS.time)}`;

function openItemsOf(shifts: readonly ShiftRosterView[], zone: string): MyClientOpenItem[] {
  const items: MyClientOpenItem[] = [];
  for (const s of shifts) {
    if (s.status === 'Pending') {
      items.push({
        kind: 'cancellationRequested',
        shiftRosterId: s.shiftRosterId,
        text: `Cancellation requested for ${when(s, zone)}`,
      });
    } else if (!s.staff) {
      items.push({
        kind: 'unfilled',
        shiftRosterId: s.shiftRosterId,
        text: `No support worker yet for ${when(s, zone)}`,
      });
    }
  }
  return items;
}

/**
 * A care manager's or support coordinator's home (issue 40 item 9): their own clients (the record
 * rules' `managedByThem` / `assignedToProvider`), each with today's visits, the next ones (who,
 * when) and what waits on someone, over the company's next two weeks. They hold no roster read:
 * this is the one view of their clients' visits, narrowed to those clients.
 */
export const myClientsRoute = routeSpec({
  method: 'GET',
  url: '/Dashboard/my_clients',
  summary:
    'A care manager’s or support coordinator’s clients with today’s and the next visits and open items',
  tags: ['Dashboard'],
  async handler({ db, principal, now }): Promise<MyClientsView> {
    const zone = await companyZone(db, principal.companyId);
    const today = calendarDateInZone(now, zone);
    const until = addCalendarDays(today, MY_CLIENTS_DAYS_AHEAD - 1);
    // Their own clients by their role's grant: an Edit Client claim lets them see every client,
    // but the ones they manage or coordinate are the ones their home is about.
    const clients = await listProfiles(db, {
      companyId: principal.companyId,
      reader: { ...principal, claims: [] },
    });
    const period = {
      from: zonedWallTimeToInstant(`${today}T00:00`, zone),
      to: zonedWallTimeToInstant(`${addCalendarDays(until, 1)}T00:00`, zone),
    };
    const ids = clients.map((c) => c.profileId);
    const shifts =
      ids.length === 0
        ? []
        : (await shiftViews(db, principal.companyId, clientVisitsWhere(period, ids), ['dateFrom'])).filter(
            (s) => s.status !== 'Cancelled',
          );
    const rows: MyClientRow[] = clients.map((c) => {
      const theirs = shifts
        .filter((s) => s.clientList.some((x) => x.profileId === c.profileId))
        .sort((a, b) => Date.parse(a.dateFrom) - Date.parse(b.dateFrom));
      const todays = theirs.filter((s) => calendarDateInZone(s.dateFrom, zone) <= today);
      const later = theirs.filter((s) => calendarDateInZone(s.dateFrom, zone) > today);
      return {
        profileId: c.profileId,
        fullName: c.fullName,
        isActive: c.isActive ?? true,
        today: todays.map(visitOf),
        next: later.slice(0, MY_CLIENTS_NEXT_VISITS).map(visitOf),
        openItems: openItemsOf(theirs, zone),
      };
    });
    return { today, until, clients: rows };
  },
});
