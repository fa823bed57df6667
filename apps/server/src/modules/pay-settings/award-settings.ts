import {
  AWARD_EMPLOYMENT_LABELS,
  type AwardEmploymentType,
  type AwardSettingsRow,
  type AwardSettingsView,
  awardSettingsSchema,
  calendarDateInZone,
  classificationLabel,
  formatCalendarDate,
  AWARD_SETTINGS_MESSAGES as M,
  rateDollars,
  type StatusReply,
  settingsInForceOn,
  withEffectiveTo,
} from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { findPerson, fullName } from '../people/people.api.ts';
import { insertAwardSettings, listAwardSettings, type StoredAwardSettings } from './award-settings.repo.ts';
import { enabledClassifications, ensurePayRowsSeeded } from './pay-rates.repo.ts';

const TAGS = ['StaffAwardSettings'];
const staffQuery = z.object({ staffId: z.uuid('The staff id must be a UUID') });

const rowOf = (s: StoredAwardSettings): Omit<AwardSettingsRow, 'effectiveTo'> => ({
  awardSettingsId: s.awardSettingsId,
  staffId: s.staffId,
  award: s.award,
  stream: s.stream,
  level: s.level,
  payPoint: s.payPoint,
  employmentType: s.employmentType,
  agreedWeeklyHours: s.agreedWeeklyMinutes === null ? null : s.agreedWeeklyMinutes / 60,
  shiftworker: s.shiftworker,
  shiftworkerAdviceDate: s.shiftworkerAdviceDate,
  ftTenHourAgreement: s.ftTenHourAgreement,
  sleepoverTwelveHourAgreement: s.sleepoverTwelveHourAgreement,
  aboveAwardHourlyCents: s.aboveAwardHourlyCents,
  effectiveFrom: s.effectiveFrom,
  recordedBy: s.recordedBy,
  recordedAt: s.recordedAt.toISOString(),
});

/**
 * A worker's award settings: the row in force today (company zone) and every row, newest first,
 * with the classifications a new row may name. The office on the Pay tab; the worker their own.
 * A pure read, as every read of the area (the rows are seeded by the pay-rows job and the writes).
 */
export const getStaffAwardSettingsRoute = routeSpec({
  method: 'GET',
  url: '/StaffAwardSettings/get_staff_award_settings',
  summary: 'A worker’s award settings: the row in force today and the history (a worker: their own)',
  tags: TAGS,
  querystring: staffQuery,
  async handler({ db, principal, query, now }): Promise<AwardSettingsView> {
    const { companyId } = principal;
    const today = calendarDateInZone(now, await companyZone(db, companyId));
    const history = withEffectiveTo((await listAwardSettings(db, companyId, query.staffId)).map(rowOf));
    return {
      staffId: query.staffId,
      today,
      current: settingsInForceOn(history, today),
      history,
      classifications: await enabledClassifications(db, companyId),
    };
  },
});

/** What the activity log says of a row: 'SACS level 2 pay point 1, casual, shiftworker, $40.00/h above award'. */
function describe(s: z.output<typeof awardSettingsSchema>): string {
  const parts = [
    classificationLabel(s),
    s.employmentType === 'PT'
      ? `part-time ${s.agreedWeeklyHours} h a week`
      : AWARD_EMPLOYMENT_LABELS[s.employmentType as AwardEmploymentType].toLowerCase(),
    s.shiftworker ? `shiftworker (advised ${formatCalendarDate(s.shiftworkerAdviceDate)})` : 'day worker',
    s.ftTenHourAgreement ? '10-hour shift agreement' : null,
    s.sleepoverTwelveHourAgreement ? 'sleepover 12-hour agreement' : null,
    s.aboveAwardHourly === null ? null : `${rateDollars(s.aboveAwardHourly)}/h above award`,
  ];
  return parts.filter((p) => p !== null).join(', ');
}

/**
 * A change of a worker's award settings (issue 38 item 1): a new row from its date, never an edit;
 * its classification must have an enabled rate row; a second row from the same date is refused.
 */
export const addStaffAwardSettingsRoute = routeSpec({
  method: 'POST',
  url: '/StaffAwardSettings/add_staff_award_settings',
  summary: 'Records a worker’s award settings from a date (the earlier rows are kept)',
  tags: TAGS,
  body: awardSettingsSchema,
  activity: 'Changed a worker’s award settings',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const person = await findPerson(db, 'staff', companyId, body.staffId);
    if (!person) {
      throw notFound();
    }
    await ensurePayRowsSeeded(db, companyId, now);
    const enabled = await enabledClassifications(db, companyId);
    if (
      !enabled.some((c) => c.stream === body.stream && c.level === body.level && c.payPoint === body.payPoint)
    ) {
      throw fieldError('payPoint', M.noEnabledRate(classificationLabel(body)));
    }
    const added = await insertAwardSettings(
      db,
      companyId,
      {
        staffId: body.staffId,
        award: body.award,
        stream: body.stream,
        level: body.level,
        payPoint: body.payPoint,
        employmentType: body.employmentType,
        agreedWeeklyMinutes: body.agreedWeeklyHours === null ? null : Math.round(body.agreedWeeklyHours * 60),
        shiftworker: body.shiftworker,
        shiftworkerAdviceDate: body.shiftworkerAdviceDate,
        ftTenHourAgreement: body.ftTenHourAgreement,
        sleepoverTwelveHourAgreement: body.sleepoverTwelveHourAgreement,
        aboveAwardHourlyCents: body.aboveAwardHourly,
        effectiveFrom: body.effectiveFrom,
      },
      now,
      principal.fullName,
    );
    if (!added) {
      throw fieldError('effectiveFrom', M.dateTaken);
    }
    recordActivity(
      `Changed the award settings of ${fullName({ firstName: person.firstName, surName: person.surName })} from ${formatCalendarDate(body.effectiveFrom)}: ${describe(body)}`,
    );
    return { status: 'Success', message: 'The award settings were saved.' };
  },
});
