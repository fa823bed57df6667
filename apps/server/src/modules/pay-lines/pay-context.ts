import {
  calendarDateInZone,
  engineCalendar,
  enginePaySwitches,
  engineRates,
  type PayCalendar,
  type PayPeriodRule,
  type PayRateRow,
  type PaySwitches,
  paySwitchValuesOf,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { workSettingsOf } from '../companies/companies.api.ts';
import { listAllowances, listRates, savedSwitches } from '../pay-settings/pay-settings.api.ts';

/** What every worker's pay of the company reads the same: zone, calendar, rate rows, switches. */
export interface PayContext {
  companyId: string;
  zone: string;
  /** The company's pay period rule (weekly, fortnightly or monthly, and its anchor). */
  rule: PayPeriodRule;
  /** The engine's calendar; null when the company pays monthly (refused with a message). */
  calendar: PayCalendar | null;
  rates: PayRateRow[];
  switches: PaySwitches;
  /** Today in the company's zone (the injected clock). */
  today: string;
}

/**
 * The company's pay context. Reads never seed the award rows (docs/decisions/pay.md): a company
 * without them gets the engine's no-rate block until the pay-rows job has seeded them.
 */
export async function companyPayContext(db: Queryable, companyId: string, now: Date): Promise<PayContext> {
  const work = await workSettingsOf(db, companyId);
  const [classifications, allowances, saved] = await readTogether(db, [
    () => listRates(db, companyId),
    () => listAllowances(db, companyId),
    () => savedSwitches(db, companyId),
  ]);
  return {
    companyId,
    zone: work.timeZone,
    rule: { payPeriod: work.payPeriod, anchorDate: work.payPeriodAnchor },
    calendar: engineCalendar(work.payPeriod, work.payPeriodAnchor),
    rates: engineRates(classifications, allowances),
    switches: enginePaySwitches(paySwitchValuesOf(saved)),
    today: calendarDateInZone(now, work.timeZone),
  };
}
