import {
  attendanceStatus,
  OFFICE_TODAY_LIMITS as L,
  type OfficeTodayItem,
  type OfficeTodaySection,
  type ShiftBuckets,
  type ShiftRosterView,
  shiftBuckets,
} from '@care/domain';
import type { Queryable } from '../../../db/client.ts';
import type { Principal } from '../../../http/principal.ts';
import { todayShifts } from './today.repo.ts';

const H = 3_600_000;

/** What every section function is given: the caller, the clock, the company's settings and the shared shift read. */
export interface TodayContext {
  db: Queryable;
  principal: Principal;
  now: Date;
  zone: string;
  toleranceMinutes: number;
  payPeriod: { payPeriod: 'weekly' | 'fortnightly' | 'monthly'; anchorDate: string };
  /** The window's shifts with the lists each is in, read once however many sections ask. */
  shifts(): Promise<{ shift: ShiftRosterView; in: ShiftBuckets }[]>;
}

/** A section of the Today panel: one function, given the context; other areas add theirs to the list. */
export type TodaySectionSource = (ctx: TodayContext) => Promise<OfficeTodaySection>;

export function todayContext(base: Omit<TodayContext, 'shifts'>): TodayContext {
  let loaded: ReturnType<TodayContext['shifts']> | null = null;
  return {
    ...base,
    shifts() {
      loaded ??= todayShifts(
        base.db,
        base.principal.companyId,
        {
          from: new Date(base.now.getTime() - L.lookBackHours * H),
          to: new Date(base.now.getTime() + L.unfilledAheadHours * H),
        },
        base.now,
      ).then((list) =>
        list.map((shift) => ({ shift, in: shiftBuckets(shift, base.now, base.toleranceMinutes) })),
      );
      return loaded;
    },
  };
}

/** A line about a shift: the worker (or "Open shift") and the clients; the panel adds the times. */
export function shiftItem(
  ctx: TodayContext,
  shift: ShiftRosterView,
  note: string | null = null,
): OfficeTodayItem {
  return {
    id: shift.shiftRosterId,
    title: shift.staff?.fullName ?? 'Open shift',
    detail: shift.clients || 'No client',
    note,
    shift,
    link: null,
    status: attendanceStatus(shift, ctx.now, ctx.toleranceMinutes),
  };
}

/** A section from its lines: the count of them all, the first few listed. */
export function section(
  head: Omit<OfficeTodaySection, 'count' | 'items'>,
  items: OfficeTodayItem[],
): OfficeTodaySection {
  return { ...head, count: items.length, items: items.slice(0, L.itemsPerSection) };
}
