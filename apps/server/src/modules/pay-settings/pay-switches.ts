import {
  oteSwitchesTurnedOff,
  PAY_SWITCH_MESSAGES,
  PAY_SWITCHES,
  type PaySettingsView,
  paySwitchesSchema,
  paySwitchValuesOf,
  type StatusReply,
} from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { workSettingsOf } from '../companies/companies.api.ts';
import { ensurePayRowsSeeded, savedSwitches, saveSwitches } from './pay-rates.repo.ts';

const TAGS = ['PayRates'];

/** The company's pay period (a work setting) and its switches for the award's open points. */
export const getPaySettingsRoute = routeSpec({
  method: 'GET',
  url: '/PayRates/get_pay_settings',
  summary: 'The pay period and the switches for the award’s unconfirmed points (SCHADS.md §11)',
  tags: TAGS,
  async handler({ db, principal }): Promise<PaySettingsView> {
    const work = await workSettingsOf(db, principal.companyId);
    return {
      payPeriod: work.payPeriod,
      payPeriodAnchor: work.payPeriodAnchor,
      switches: paySwitchValuesOf(await savedSwitches(db, principal.companyId)),
    };
  },
});

/** Saves the switches; turning a super (OTE) switch off needs a reason, kept in the activity log. */
export const editPaySettingsRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/edit_pay_settings',
  summary: 'Saves the switches for the award’s unconfirmed points; a super switch turned off needs a reason',
  tags: TAGS,
  body: paySwitchesSchema,
  activity: 'Changed the pay settings',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensurePayRowsSeeded(db, companyId, now);
    const before = paySwitchValuesOf(await savedSwitches(db, companyId));
    const after = paySwitchValuesOf(body.switches);
    const turnedOff = oteSwitchesTurnedOff(before, after);
    if (turnedOff.length > 0 && body.reason === null) {
      throw fieldError('reason', PAY_SWITCH_MESSAGES.reason);
    }
    await saveSwitches(db, companyId, after, now, principal.fullName);
    const changes = PAY_SWITCHES.filter((def) => before[def.key] !== after[def.key]).map((def) => {
      const label = (v: string) => def.options.find((o) => o.value === v)?.label ?? v;
      return `${def.label}: ${label(before[def.key])} → ${label(after[def.key])}`;
    });
    recordActivity(
      changes.length > 0
        ? `Changed the pay settings: ${changes.join('; ')}${turnedOff.length > 0 ? ` (reason: ${body.reason})` : ''}`
        : 'Saved the pay settings unchanged',
    );
    return { status: 'Success', message: 'The pay settings were saved.' };
  },
});
