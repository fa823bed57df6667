import type { OfficeTodayView, PayPeriod } from '@care/domain';
import { routeSpec } from '../../../http/route.ts';
import { workSettingsOf } from '../../companies/companies.api.ts';
import { todayContext } from './today-context.ts';
import { TODAY_SECTIONS } from './today-sections.ts';

/** The office's Today panel (issue 26): what is happening now, each list from its own section function. */
export const officeTodayRoute = routeSpec({
  method: 'GET',
  url: '/Dashboard/today',
  summary:
    'The office’s lists of now: unfilled shifts, workers not clocked in, still clocked in, left early, flagged clock-ins, requests, timesheets to approve, expiring documents',
  tags: ['Dashboard'],
  async handler({ db, principal, now }): Promise<OfficeTodayView> {
    const settings = await workSettingsOf(db, principal.companyId);
    const ctx = todayContext({
      db,
      principal,
      now,
      zone: settings.timeZone,
      toleranceMinutes: settings.deliveryToleranceMinutes,
      payPeriod: { payPeriod: settings.payPeriod as PayPeriod, anchorDate: settings.payPeriodAnchor },
    });
    // One after the other: they share the request's connection (and the one shift read).
    const sections = [];
    for (const source of TODAY_SECTIONS) {
      sections.push(await source(ctx));
    }
    return { at: now.toISOString(), toleranceMinutes: settings.deliveryToleranceMinutes, sections };
  },
});
