import { calendarDateInZone, formatCalendarDate, payPeriodInstants, payPeriodOf } from '@care/domain';
import { expiringDocuments } from '../../documents/documents.api.ts';
import { splitsAwaitingApproval } from './today.repo.ts';
import { section, type TodaySectionSource } from './today-context.ts';

const segment = (value: string) => encodeURIComponent(value.trim().split(/\s+/)[0] || '-');

/** Workers whose clocked-out shifts of the current pay period wait for the office's approval. */
export const timesheetsAwaitingApproval: TodaySectionSource = async (ctx) => {
  const today = calendarDateInZone(ctx.now, ctx.zone);
  const period = payPeriodInstants(payPeriodOf(ctx.payPeriod, today), ctx.zone);
  const from = new Date(period.fromDate);
  const rows = await splitsAwaitingApproval(ctx.db, ctx.principal.companyId, from, new Date(period.toDate));
  const link = (staffId?: string) =>
    `/app/shift/timesheet?from=${encodeURIComponent(period.fromDate)}&to=${encodeURIComponent(period.toDate)}${
      staffId ? `&staff=${staffId}` : ''
    }`;
  return section(
    {
      key: 'timesheets',
      title: 'Timesheets awaiting approval',
      hint: 'This pay period’s shifts with hours not yet approved.',
      link: link(),
      tone: 'yellow',
    },
    rows.map((r) => ({
      id: r.staffId,
      title: r.fullName,
      detail: `${r.attendances} ${r.attendances === 1 ? 'shift' : 'shifts'} to approve`,
      note: null,
      shift: null,
      link: link(r.staffId),
      status: null,
    })),
  );
};

const OWNER_PAGE: Record<string, (id: string, name: string) => string> = {
  Client: (id, name) => `/app/user/clients/${id}/${segment(name)}?tab=Documents`,
  Staff: (id, name) => `/app/user/staff/${id}/${segment(name)}?tab=Documents`,
  Admin: (id, name) => `/app/user/administrators/${id}/${segment(name)}`,
};

/** Documents expiring within 30 days, and expired ones. */
export const expiringDocumentsSection: TodaySectionSource = async (ctx) => {
  const docs = await expiringDocuments(ctx.db, ctx.principal, ctx.now);
  return section(
    {
      key: 'documents',
      title: 'Expiring documents',
      hint: 'Expired or expiring within 30 days: ask for a current copy.',
      link: null,
      tone: 'orange',
    },
    docs.map((d) => ({
      id: d.documentId as string,
      title: `${d.documentName} · ${d.user}`,
      detail:
        d.daysUntilExpiry < 0
          ? `Expired ${formatCalendarDate(d.expirationDate)}`
          : d.daysUntilExpiry === 0
            ? 'Expires today'
            : `Expires in ${d.daysUntilExpiry} ${d.daysUntilExpiry === 1 ? 'day' : 'days'}`,
      note: null,
      shift: null,
      link: (OWNER_PAGE[d.userRole ?? ''] ?? OWNER_PAGE.Staff)?.(d.userId as string, d.user ?? '') ?? null,
      status: null,
    })),
  );
};
