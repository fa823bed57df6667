import {
  addRateYearSchema,
  financialYearOf,
  hourlyFromWeeklyCents,
  importRatesSchema,
  PAY_RATE_MESSAGES as M,
  parseRatesCsv,
  type StatusReply,
} from '@care/domain';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import {
  ensurePayRowsSeeded,
  listAllowances,
  listRates,
  type NewAllowance,
  type NewRate,
  upsertAllowances,
  upsertRates,
} from './pay-rates.repo.ts';

const TAGS = ['PayRates'];

/** An amount raised by a percentage, half-up to the cent (the pay guide is the check). */
const raised = (cents: number, percent: number) => Math.round((cents * (100 + percent)) / 100);

/**
 * Next year's rows (issue 38 item 2: entered before 1 July): the latest year's rows of each
 * classification and allowance copied at an increase, disabled and pending until an administrator
 * checks them against the FWO pay guide.
 */
export const addRateYearRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/add_year',
  summary: 'Adds next year’s rows from the latest year’s at an increase, disabled until checked',
  tags: TAGS,
  body: addRateYearSchema,
  activity: 'Added a year of pay rates',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensurePayRowsSeeded(db, companyId, now);
    const rates = await listRates(db, companyId);
    const allowances = (await listAllowances(db, companyId)).filter((a) => a.appliesTo === null);
    const latest = [...rates, ...allowances]
      .map((r) => r.year)
      .sort()
      .at(-1);
    if (!latest) {
      throw fieldError('appliesFrom', M.nothingToCopy);
    }
    const year = financialYearOf(body.appliesFrom);
    if (year <= latest) {
      throw fieldError('appliesFrom', M.yearExists);
    }
    const source = `Copied from ${latest} at +${body.increasePercent}%: check against the FWO pay guide before enabling`;
    // The newest row of each classification and allowance in the latest year (rows are newest first).
    const newest = <T extends { year: string }>(rows: T[], key: (r: T) => string) => {
      const seen = new Map<string, T>();
      for (const r of rows) {
        if (r.year === latest && !seen.has(key(r))) {
          seen.set(key(r), r);
        }
      }
      return [...seen.values()];
    };
    const newRates: NewRate[] = newest(rates, (r) => `${r.stream}:${r.level}:${r.payPoint}`).map((r) => {
      const weeklyCents = r.weeklyCents === null ? null : raised(r.weeklyCents, body.increasePercent);
      return {
        stream: r.stream,
        level: r.level,
        payPoint: r.payPoint,
        weeklyCents,
        hourlyCents:
          weeklyCents === null
            ? raised(r.hourlyCents, body.increasePercent)
            : hourlyFromWeeklyCents(weeklyCents),
        appliesFrom: body.appliesFrom,
        source,
        enabled: false,
        enabledBy: null,
        enabledAt: null,
        checkedAgainst: null,
      };
    });
    const newAllowances: NewAllowance[] = newest(allowances, (a) => a.kind).map((a) => ({
      kind: a.kind,
      amountCents: raised(a.amountCents, body.increasePercent),
      appliesFrom: body.appliesFrom,
      appliesTo: null,
      pending: true,
      source,
    }));
    await upsertRates(db, companyId, newRates, now, principal.fullName);
    await upsertAllowances(db, companyId, newAllowances, now, principal.fullName);
    recordActivity(
      `Added the ${year} pay rates from ${body.appliesFrom}: ${newRates.length} classification rows and ${newAllowances.length} allowances copied from ${latest} at +${body.increasePercent}%, disabled until checked`,
    );
    return {
      status: 'Success',
      message: `The ${year} rows were added. Check each against the FWO pay guide, then enable it.`,
    };
  },
});

/**
 * A spreadsheet of rates (CSV): every line checked first and nothing saved while one is wrong, each
 * problem named by its line; rows for a classification (or allowance) and date already there are
 * replaced. With `checkedAgainst` the rows come in enabled (and allowances confirmed).
 */
export const importRatesRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/import',
  summary: 'Imports classification rates and allowances from CSV text; all or nothing, problems by line',
  tags: TAGS,
  body: importRatesSchema,
  bodyLimit: 1_048_576,
  activity: 'Imported pay rates',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const parsed = parseRatesCsv(body.csv);
    if (parsed.errors.length > 0) {
      const n = parsed.errors.length;
      throw badRequest(`Nothing was saved: ${n} ${n === 1 ? 'problem' : 'problems'} in the file.`, {
        csv: parsed.errors.join('\n'),
      });
    }
    await ensurePayRowsSeeded(db, companyId, now);
    const checked = body.checkedAgainst;
    const by = principal.fullName;
    const addedRates = await upsertRates(
      db,
      companyId,
      parsed.classifications.map((r) => ({
        stream: r.stream,
        level: r.level,
        payPoint: r.payPoint,
        weeklyCents: r.weeklyCents,
        hourlyCents: r.hourlyCents,
        appliesFrom: r.appliesFrom,
        source: r.source,
        enabled: checked !== null,
        enabledBy: checked === null ? null : by,
        enabledAt: checked === null ? null : now,
        checkedAgainst: checked,
      })),
      now,
      by,
    );
    const addedAllowances = await upsertAllowances(
      db,
      companyId,
      parsed.allowances.map((a) => ({ ...a, pending: checked === null })),
      now,
      by,
    );
    const rates = parsed.classifications.length;
    const allowances = parsed.allowances.length;
    recordActivity(
      `Imported pay rates from a spreadsheet: ${rates} classification rows (${addedRates} new, ${rates - addedRates} replaced), ${allowances} allowances (${addedAllowances} new, ${allowances - addedAllowances} replaced), ${checked === null ? 'disabled until checked' : `enabled, checked against ${checked}`}`,
    );
    return { status: 'Success', message: `${rates + allowances} rows were imported.` };
  },
});
