import {
  budgetRowOn,
  type DEFAULT_SAH_SETTINGS,
  divideHalfUp,
  sahDollars as dollars,
  formatCalendarDate,
  SAH_MESSAGES as M,
  SAH_BUDGET_KINDS,
  type SahBudgetsView,
  type StatusReply,
  sahBudgetRowSave,
  sahSettingsEdit,
  staleRowWarning,
} from '@care/domain';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import {
  budgetRowAt,
  budgetRowsOf,
  ensureSahRowsSeeded,
  findBudgetRow,
  insertBudgetRow,
  saveSettings,
  settingsOf,
  updateBudgetRow,
} from './sah-budgets.repo.ts';
import { companyToday } from './sah-today.ts';

const TAGS = ['SupportAtHome'];

/** A budget row's words in the activity log: 'CLASS_4 from 01-07-2026: $30,600.00'. */
const rowText = (r: { kind: string; effectiveFrom: string; amountCents: number }) =>
  `${r.kind} from ${formatCalendarDate(r.effectiveFrom)}: ${dollars(r.amountCents)}`;

/** Setup → Support at Home budgets: the rows in force and planned, the settings, and what is missing. */
export const getSahBudgetsRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/get_budgets',
  summary: 'The Support at Home budget rows (classifications and pathways, effective-dated) and settings',
  tags: TAGS,
  async handler({ db, principal, now }): Promise<SahBudgetsView> {
    const { companyId } = principal;
    const settings = await settingsOf(db, companyId);
    const rows = await budgetRowsOf(db, companyId, settings.seeded);
    const today = await companyToday(db, companyId, now);
    // One warning for today's financial year when a classification has no row of its own in it.
    const warnings = [
      ...new Set(
        SAH_BUDGET_KINDS.filter((k) => k.startsWith('CLASS_'))
          .map((k) => budgetRowOn(rows, k, today))
          .map((r) => (r ? staleRowWarning(r, today) : null))
          .filter((w) => w !== null),
      ),
    ];
    const { seeded, ...values } = settings;
    return {
      seeded,
      settings: values,
      warnings,
      rows: rows.map((r) => ({
        ...r,
        quarterlyCents: r.kind.startsWith('CLASS_') ? divideHalfUp(r.amountCents, 4) : null,
      })),
    };
  },
});

/** Adds a budget row (the 2026-27 amounts when published) or changes one; every change in the log. */
export const saveSahBudgetRowRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/save_budget_row',
  summary: 'Adds a Support at Home budget row, or changes the one `rowId` names',
  tags: TAGS,
  body: sahBudgetRowSave,
  activity: 'Saved a Support at Home budget row',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply & { rowId: string }> {
    const { companyId } = principal;
    await ensureSahRowsSeeded(db, companyId, now);
    const values = {
      kind: body.kind,
      amountCents: body.amount,
      effectiveFrom: body.effectiveFrom,
      effectiveTo: body.effectiveTo ?? null,
      source: body.source,
    };
    const clash = await budgetRowAt(db, companyId, body.kind, body.effectiveFrom);
    if (body.rowId) {
      const old = await findBudgetRow(db, companyId, body.rowId);
      if (!old) {
        throw notFound();
      }
      if (clash && clash.rowId !== old.rowId) {
        throw fieldError('effectiveFrom', M.sameRow);
      }
      await updateBudgetRow(db, companyId, old.rowId, values, now, principal.fullName);
      recordActivity(
        `Changed the Support at Home budget row ${rowText(old)} → ${rowText(values)} (${body.source})`,
      );
      return { status: 'Success', message: 'The budget row was saved.', rowId: old.rowId };
    }
    if (clash) {
      throw fieldError('effectiveFrom', M.sameRow);
    }
    const rowId = await insertBudgetRow(db, companyId, values, now, principal.fullName);
    recordActivity(`Added the Support at Home budget row ${rowText(values)} (${body.source})`);
    return { status: 'Success', message: 'The budget row was added.', rowId };
  },
});

const SETTING_WORDS: Record<string, string> = {
  drawdownBasis: 'drawdown basis',
  careManagementRounding: 'care management rounding',
  contributionRounding: 'contribution rounding',
  lateClaimDayOne: 'day 1 of the 60 days',
};

/** The settings of the reference's unconfirmed readings (SUPPORT-AT-HOME.md §14). */
export const editSahSettingsRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/edit_settings',
  summary: 'Changes the Support at Home settings (drawdown basis, roundings, the 60-day count)',
  tags: TAGS,
  body: sahSettingsEdit,
  activity: 'Changed the Support at Home settings',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensureSahRowsSeeded(db, companyId, now);
    const { seeded: _, ...old } = await settingsOf(db, companyId);
    const changes = (Object.keys(SETTING_WORDS) as (keyof typeof DEFAULT_SAH_SETTINGS)[])
      .filter((k) => old[k] !== body[k])
      .map((k) => `${SETTING_WORDS[k]} ${old[k]} → ${body[k]}`);
    if (changes.length === 0) {
      throw badRequest('Nothing changed.');
    }
    await saveSettings(db, companyId, body, now, principal.fullName);
    recordActivity(`Changed the Support at Home settings: ${changes.join(', ')}`);
    return { status: 'Success', message: 'The settings were saved.' };
  },
});
