import {
  ALLOWANCE_LABELS,
  type AllowanceKind,
  APPLIES_FROM_RULE,
  allowanceEditSchema,
  classificationLabel,
  classificationRateEditSchema,
  enableRateSchema,
  formatCalendarDate,
  PAY_RATE_MESSAGES as M,
  type PayRatesView,
  rateDollars,
  type StatusReply,
} from '@care/domain';
import { z } from 'zod';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import {
  ensurePayRowsSeeded,
  findAllowance,
  findRate,
  listAllowances,
  listRates,
  updateAllowance,
  updateRate,
} from './pay-rates.repo.ts';

const TAGS = ['PayRates'];
const idParams = z.object({ id: z.uuid('The row id must be a UUID') });
const money = (cents: number | null) => (cents === null ? 'none' : rateDollars(cents));
const change = (what: string, before: string, after: string) =>
  before === after ? null : `${what} ${before} → ${after}`;

/** Every rate and allowance row of the company by year (Setup → Pay rates), as stored: a pure read. */
export const getPayRatesRoute = routeSpec({
  method: 'GET',
  url: '/PayRates/get_pay_rates',
  summary: 'The award’s classification rates and allowances of the company, by year, newest first',
  tags: TAGS,
  async handler({ db, principal }): Promise<PayRatesView> {
    const classifications = await listRates(db, principal.companyId);
    const allowances = await listAllowances(db, principal.companyId);
    const years = [...new Set([...classifications, ...allowances].map((r) => r.year))].sort().reverse();
    return { appliesFromRule: APPLIES_FROM_RULE, years, classifications, allowances };
  },
});

/** An edit of a classification row's figures, date or source; every change in the activity log. */
export const editRateRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/edit_rate/:id',
  summary: 'Changes a classification rate row (weekly, hourly = weekly ÷ 38, applies from, source)',
  tags: TAGS,
  params: idParams,
  body: classificationRateEditSchema,
  activity: 'Changed a pay rate',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensurePayRowsSeeded(db, companyId, now);
    const old = await findRate(db, companyId, params.id);
    if (!old) {
      throw notFound();
    }
    if (body.appliesFrom !== old.appliesFrom) {
      const clash = (await listRates(db, companyId)).some(
        (r) =>
          r.rateId !== old.rateId &&
          r.stream === old.stream &&
          r.level === old.level &&
          r.payPoint === old.payPoint &&
          r.appliesFrom === body.appliesFrom,
      );
      if (clash) {
        throw fieldError('appliesFrom', M.sameRow);
      }
    }
    await updateRate(
      db,
      companyId,
      old.rateId,
      {
        weeklyCents: body.weekly,
        hourlyCents: body.hourly,
        appliesFrom: body.appliesFrom,
        source: body.source,
      },
      now,
      principal.fullName,
    );
    const changes = [
      change('weekly', money(old.weeklyCents), money(body.weekly)),
      change('hourly', money(old.hourlyCents), money(body.hourly)),
      change('applies from', formatCalendarDate(old.appliesFrom), formatCalendarDate(body.appliesFrom)),
      change('source', old.source, body.source),
    ].filter((c) => c !== null);
    recordActivity(
      `Changed the pay rate ${classificationLabel(old)} of ${old.year}: ${changes.length > 0 ? changes.join(', ') : 'saved unchanged'}`,
    );
    return { status: 'Success', message: 'The rate was saved.' };
  },
});

/** Enables a row that shipped disabled, recording who checked it, when, and against what. */
export const enableRateRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/enable_rate/:id',
  summary: 'Enables a classification rate row after it was checked against the FWO pay guide',
  tags: TAGS,
  params: idParams,
  body: enableRateSchema,
  activity: 'Enabled a pay rate',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensurePayRowsSeeded(db, companyId, now);
    const old = await findRate(db, companyId, params.id);
    if (!old) {
      throw notFound();
    }
    if (old.enabled) {
      throw badRequest('This rate is already enabled.');
    }
    await updateRate(
      db,
      companyId,
      old.rateId,
      { enabled: true, enabledBy: principal.fullName, enabledAt: now, checkedAgainst: body.checkedAgainst },
      now,
      principal.fullName,
    );
    recordActivity(
      `Enabled the pay rate ${classificationLabel(old)} of ${old.year} (${money(old.hourlyCents)}/h), checked against ${body.checkedAgainst}`,
    );
    return { status: 'Success', message: 'The rate was enabled.' };
  },
});

/** An edit of an allowance row; turning `pending` off confirms an unconfirmed row. */
export const editAllowanceRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/edit_allowance/:id',
  summary: 'Changes an allowance row (amount, dates, source; pending holds an unconfirmed row back)',
  tags: TAGS,
  params: idParams,
  body: allowanceEditSchema,
  activity: 'Changed an allowance',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensurePayRowsSeeded(db, companyId, now);
    const old = await findAllowance(db, companyId, params.id);
    if (!old) {
      throw notFound();
    }
    if (
      body.appliesFrom !== old.appliesFrom &&
      (await listAllowances(db, companyId)).some(
        (a) => a.allowanceId !== old.allowanceId && a.kind === old.kind && a.appliesFrom === body.appliesFrom,
      )
    ) {
      throw fieldError('appliesFrom', M.sameRow);
    }
    await updateAllowance(
      db,
      companyId,
      old.allowanceId,
      {
        amountCents: body.amount,
        appliesFrom: body.appliesFrom,
        appliesTo: body.appliesTo,
        pending: body.pending,
        source: body.source,
      },
      now,
      principal.fullName,
    );
    const label = ALLOWANCE_LABELS[old.kind as AllowanceKind].label;
    const changes = [
      change('amount', money(old.amountCents), money(body.amount)),
      change('applies from', formatCalendarDate(old.appliesFrom), formatCalendarDate(body.appliesFrom)),
      change(
        'last day',
        formatCalendarDate(old.appliesTo) || 'none',
        formatCalendarDate(body.appliesTo) || 'none',
      ),
      change('status', old.pending ? 'pending' : 'confirmed', body.pending ? 'pending' : 'confirmed'),
      change('source', old.source, body.source),
    ].filter((c) => c !== null);
    recordActivity(
      `Changed the ${label} allowance of ${old.year}: ${changes.length > 0 ? changes.join(', ') : 'saved unchanged'}`,
    );
    return { status: 'Success', message: 'The allowance was saved.' };
  },
});
