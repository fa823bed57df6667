import {
  type StatusReply,
  type TimePeriodView,
  timePeriods,
  timePeriodsSchema,
  type WorkSettingsView,
  workSettingsSchema,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { recomputeAroundDates, recomputeRecent } from './recompute-affected.ts';
import { changeHolidayState } from './state-change.ts';
import { workSettingsOf } from './work-bands.ts';
import { updateCompanySettings } from './work-settings.repo.ts';
import { WORK_SETTINGS_TEXTS as T } from './work-settings-texts.ts';

const TAGS = ['SetUp'];

/** The work settings (zone, state, clock-in check) and the time periods (band edges). */
export const getWorkSettingsRoute = routeSpec({
  method: 'GET',
  url: '/SetUp/get_work_settings',
  summary:
    'The company’s work settings: time zone, state, clock-in radius and check mode, delivery tolerance',
  tags: TAGS,
  async handler({ db, principal }): Promise<WorkSettingsView> {
    const s = await workSettingsOf(db, principal.companyId);
    return {
      timeZone: s.timeZone,
      state: s.state,
      dayStart: s.dayStart,
      eveningStart: s.eveningStart,
      clockInRadiusMetres: s.clockInRadiusMetres,
      clockInMode: s.clockInMode,
      deliveryToleranceMinutes: s.deliveryToleranceMinutes,
      payPeriod: s.payPeriod,
      payPeriodAnchor: s.payPeriodAnchor,
      kilometresAtClockOut: s.kilometresAtClockOut,
      trainingRosterCheck: s.trainingRosterCheck,
    };
  },
});

export const editWorkSettingsRoute = routeSpec({
  method: 'POST',
  url: '/SetUp/edit_work_settings',
  summary:
    'Saves the work settings; a new state replaces the unedited seeded holidays from this year on, and a new zone or state re-splits open attendances',
  tags: TAGS,
  body: workSettingsSchema,
  activity: 'Changed the work settings',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId, uid } = principal;
    const old = await workSettingsOf(db, companyId);
    await updateCompanySettings(
      db,
      companyId,
      {
        timeZone: body.timeZone,
        clockInRadiusMetres: body.clockInRadiusMetres,
        clockInMode: body.clockInMode,
        deliveryToleranceMinutes: body.deliveryToleranceMinutes,
        payPeriod: body.payPeriod,
        payPeriodAnchor: body.payPeriodAnchor,
        kilometresAtClockOut: body.kilometresAtClockOut,
        trainingRosterCheck: body.trainingRosterCheck,
      },
      now,
      uid,
    );
    if (body.state !== old.state) {
      const changed = await changeHolidayState(db, companyId, body.state, now, uid);
      await recomputeAroundDates(db, companyId, changed, uid);
    }
    if (body.timeZone !== old.timeZone) {
      await recomputeRecent(db, companyId, now, uid);
    }
    const changes = [
      change('time zone', old.timeZone, body.timeZone),
      change('state', old.state, body.state),
      change('clock-in radius', `${old.clockInRadiusMetres} m`, `${body.clockInRadiusMetres} m`),
      change('clock-in check', old.clockInMode, body.clockInMode),
      body.deliveryToleranceMinutes === undefined
        ? null
        : change(
            'delivery tolerance',
            `${old.deliveryToleranceMinutes} min`,
            `${body.deliveryToleranceMinutes} min`,
          ),
      body.payPeriod === undefined ? null : change('pay period', old.payPeriod, body.payPeriod),
      body.payPeriodAnchor === undefined
        ? null
        : change('pay period start', old.payPeriodAnchor, body.payPeriodAnchor),
      body.kilometresAtClockOut === undefined
        ? null
        : change('kilometres at clock-out', old.kilometresAtClockOut, body.kilometresAtClockOut),
      body.trainingRosterCheck === undefined
        ? null
        : change(
            'training check when rostering',
            onOff(old.trainingRosterCheck),
            onOff(body.trainingRosterCheck),
          ),
    ].filter((c) => c !== null);
    recordActivity(
      changes.length > 0
        ? `Changed the work settings: ${changes.join(', ')}`
        : 'Saved the work settings unchanged',
    );
    return { status: 'Success', message: T.settingsSaved };
  },
});

export const getTimeperiodRoute = routeSpec({
  method: 'GET',
  url: '/TimePeriods/get_timeperiod',
  summary: 'The day, evening and night periods the company’s band edges make',
  tags: ['TimePeriods'],
  async handler({ db, principal }): Promise<TimePeriodView[]> {
    return [...timePeriods(await workSettingsOf(db, principal.companyId))];
  },
});

export const editTimeperiodRoute = routeSpec({
  method: 'POST',
  url: '/TimePeriods/edit_timeperiod',
  summary:
    'Moves the band edges (day start, evening start); open attendances of the last 62 days are re-split',
  tags: ['TimePeriods'],
  body: timePeriodsSchema,
  activity: 'Changed the time periods',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId, uid } = principal;
    const old = await workSettingsOf(db, companyId);
    await updateCompanySettings(db, companyId, body, now, uid);
    if (body.dayStart !== old.dayStart || body.eveningStart !== old.eveningStart) {
      await recomputeRecent(db, companyId, now, uid);
    }
    recordActivity(
      `Changed the time periods: day from ${body.dayStart} (was ${old.dayStart}), evening from ${body.eveningStart} (was ${old.eveningStart})`,
    );
    return { status: 'Success', message: T.timePeriodsSaved };
  },
});

function change(what: string, before: string, after: string): string | null {
  return before === after ? null : `${what} ${before} → ${after}`;
}

const onOff = (on: boolean) => (on ? 'on' : 'off');
