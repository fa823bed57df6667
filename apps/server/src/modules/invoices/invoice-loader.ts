import {
  ALL_CLIENTS,
  type BudgetPlan,
  type BuiltInvoiceLine,
  billingWindow,
  buildCancellationLines,
  buildInvoiceLines,
  type CatalogueIndex,
  confirmShortDeliveryLine,
  groupInvoiceLines,
  INVOICE_MESSAGES,
  type InvoiceLoadResult,
  type InvoicePeriod,
  type InvoiceWarning,
  indexCatalogue,
  inPeriodFor,
  invoiceTotals,
  loadWarnings,
  type ScheduledItem,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { companyZone, workSettingsOf } from '../companies/companies.api.ts';
import { findPerson } from '../people/people.api.ts';
import { workBandsFor } from '../work-settings/work-settings.api.ts';
import {
  type BilledClient,
  billableAttendances,
  billableCancellations,
  type ClientChoice,
  invoiceClients,
  supportScheduleItems,
} from './billable.repo.ts';
import { insertDrafts } from './draft-insert.repo.ts';
import { accountRefsOf } from './invoice-account-view.ts';
import { budgetLinesOf, plansWithBudgets, type WarningLine } from './invoice-budgets.repo.ts';
import { invoiceLineViews } from './invoice-lines.repo.ts';
import { invoiceSettingsOf } from './invoice-settings.repo.ts';
import {
  clientsWithLines,
  confirmationKey,
  deleteDrafts,
  draftConfirmations,
  linesOf,
  savedShiftTimes,
  savedSourceKeys,
} from './invoice-write.repo.ts';
import { pricingRows } from './pricing-rows.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query's client: a client of the company, or all ('All' or empty); 400 otherwise, 404 for another company's. */
export async function clientChoiceOf(
  db: Queryable,
  companyId: string,
  clientId: string | undefined,
): Promise<ClientChoice> {
  const id = (clientId ?? '').trim();
  if (id === '' || id.toLowerCase() === ALL_CLIENTS.toLowerCase()) {
    return 'all';
  }
  if (!UUID.test(id)) {
    throw fieldError('clientId', INVOICE_MESSAGES.clientRequired);
  }
  const row = await findPerson(db, 'client', companyId, id.toLowerCase());
  if (!row) {
    throw notFound();
  }
  return { profileId: row.id };
}

/** The schedule with each item's name, filled from the catalogue where the schedule line names no row. */
function namedSchedule(schedule: readonly ScheduledItem[], catalogue: CatalogueIndex): ScheduledItem[] {
  return schedule.map((s) => ({
    itemNumber: s.itemNumber,
    itemName: s.itemName || (catalogue.get(s.itemNumber)?.[0]?.itemName ?? ''),
  }));
}

/**
 * A load (spec 3 §2.3): the client(s)' drafts of the period replaced by lines built from the
 * approved splits (and, when the company bills them, short-notice cancellations), leaving out what
 * a Saved line already bills. Runs in the request's transaction. Returns how many were inserted.
 */
export async function loadDrafts(
  db: Queryable,
  input: {
    companyId: string;
    period: InvoicePeriod;
    choice: ClientChoice;
    withTTP: boolean;
    user: string;
    now: Date;
  },
): Promise<number> {
  const { companyId, period, choice } = input;
  const settings = await invoiceSettingsOf(db, companyId);
  const attendances = await billableAttendances(db, companyId, period, choice);
  const cancellations = settings.billShortNoticeCancellations
    ? await billableCancellations(db, companyId, period, choice, await companyZone(db, companyId))
    : new Map();
  // A short delivery the office confirmed on a draft stays confirmed when the draft is rebuilt.
  const confirmations = await draftConfirmations(db, companyId, period, choice);
  await deleteDrafts(db, companyId, period, choice);
  const ids = [...new Set([...attendances.keys(), ...cancellations.keys()])];
  if (ids.length === 0) {
    return 0;
  }
  const catalogue = indexCatalogue(await pricingRows(db, companyId));
  const window = billingWindow(period);
  const bands = await workBandsFor(db, companyId, window.fromDate, window.toDate);
  // The tolerance is a work setting (the company row), not an invoice one.
  const { deliveryToleranceMinutes } = await workSettingsOf(db, companyId);
  const clients = await invoiceClients(db, companyId, ids);
  const schedules = await supportScheduleItems(db, companyId, ids);
  const saved = await savedSourceKeys(db, companyId, period, choice);
  const savedTimes = await savedShiftTimes(db, companyId, period, choice);
  // Time of a shift already on a client's saved line is never billed again, whatever became of its
  // attendance (unmarked and marked again, adjusted, re-split): matched by shift, client and time.
  const billedBefore = (profileId: string, line: BuiltInvoiceLine) =>
    (savedTimes.get(`${profileId}|${line.shiftRosterId}`) ?? []).some(
      ([from, to]) => from < line.dateTo.getTime() && line.dateFrom.getTime() < to,
    );
  const lines: { profileId: string; line: BuiltInvoiceLine }[] = [];
  for (const client of clients) {
    // Claimed from Services Australia (Support at Home claims), never also invoiced here.
    if (client.fundingProgram === 'SUPPORT_AT_HOME') {
      continue;
    }
    const ctx = {
      client,
      bands,
      schedule: namedSchedule(schedules.get(client.profileId) ?? [], catalogue),
      catalogue,
      withTTP: input.withTTP,
      toleranceMinutes: deliveryToleranceMinutes,
    };
    const built = [
      ...buildInvoiceLines(
        inPeriodFor(attendances.get(client.profileId) ?? [], client.boundaryRule, period),
        ctx,
      ),
      ...buildCancellationLines(cancellations.get(client.profileId) ?? [], ctx),
    ];
    for (const line of built) {
      if (!saved.has(`${client.profileId}|${line.sourceKey}`) && !billedBefore(client.profileId, line)) {
        lines.push({
          profileId: client.profileId,
          line: keptConfirmation(client.profileId, line, confirmations),
        });
      }
    }
  }
  return insertDrafts(db, { companyId, period, user: input.user, now: input.now, lines });
}

/** The line with the office's confirmation of its short delivery carried over from the draft it replaces. */
function keptConfirmation(
  profileId: string,
  line: BuiltInvoiceLine,
  confirmations: ReadonlyMap<string, { by: string; at: string; reason: string }>,
): BuiltInvoiceLine {
  const confirmed =
    line.shortDelivery === 'Unconfirmed' && confirmations.get(confirmationKey(profileId, line));
  if (!confirmed) {
    return line;
  }
  const fields = confirmShortDeliveryLine(line, { ...confirmed, at: new Date(confirmed.at) });
  return { ...line, ...fields, shortDelivery: 'Confirmed' };
}

/** The plans' warnings per client: the period's lines and the saved lines within a plan elsewhere. */
async function warningsOf(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  clients: readonly BilledClient[],
): Promise<InvoiceWarning[]> {
  const ids = clients.map((c) => c.profileId);
  const plans = await plansWithBudgets(db, companyId, ids);
  const lines = await budgetLinesOf(db, companyId, period, ids);
  const inPeriod = (d: string) => d >= period.fromDate && d <= period.toDate;
  const inPlan = (ps: readonly BudgetPlan[], d: string) => ps.some((p) => d >= p.startDate && d <= p.endDate);
  return clients.flatMap((client): InvoiceWarning[] => {
    if (client.fundingProgram === 'SUPPORT_AT_HOME') {
      return [supportAtHomeWarning(client)];
    }
    const own = plans.get(client.profileId) ?? [];
    // Outside the period only what counts against a plan: a line outside every plan warns in its own load.
    const used: WarningLine[] = (lines.get(client.profileId) ?? []).filter(
      (line) => inPeriod(line.date) || inPlan(own, line.date),
    );
    return loadWarnings(client, own, used, { from: period.fromDate, to: period.toDate });
  });
}

/** A Support at Home client in a load: their delivered services go to the claim, not an invoice. */
const supportAtHomeWarning = (client: BilledClient): InvoiceWarning => ({
  kind: 'supportAtHome',
  profileId: client.profileId,
  clientName: client.fullName,
  supportCategoryNumber: null,
  lineCount: 0,
  message: `${client.fullName} is funded by Support at Home: their services are claimed from Services Australia, not invoiced here`,
});

/** The load reply (spec 3 §3 Invoice load result): the period's lines of the client(s), grouped, totalled, warned. */
export async function loadReply(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
  loadedCount: number,
): Promise<InvoiceLoadResult> {
  const invoices = await invoiceLineViews(db, companyId, linesOf(companyId, period, choice));
  const ids = choice === 'all' ? await clientsWithLines(db, companyId, period) : [choice.profileId];
  const clients = await invoiceClients(db, companyId, ids);
  const one = choice === 'all' ? null : (clients[0] ?? null);
  return {
    invoices,
    ...invoiceTotals(invoices),
    groupInvoice: groupInvoiceLines(invoices, 'itemAndPrice'),
    grouped_Agreed_Actual: groupInvoiceLines(invoices, 'item'),
    profile: one && { profileId: one.profileId, fullName: one.fullName, ndisNo: one.ndisNo },
    warnings: await warningsOf(db, companyId, period, clients),
    loadedCount,
    savedCount: invoices.filter((l) => l.status === 'Saved').length,
    accounts: await accountRefsOf(db, companyId, invoices),
    xeroUploadLink: null,
    xeroAgreedUploadLink: null,
    xeroGroupUploadLink: null,
    xeroAgreedGroupUploadLink: null,
  };
}
