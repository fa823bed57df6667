import {
  calendarDateInZone,
  SAH_STATEMENT_MESSAGES as M,
  type MonthlyStatement,
  type SahStatementRunView,
  type SahStatementsView,
  type SahStatementView,
  sahGenerateStatementsSchema,
  sahStatementIdQuery,
  sahStatementsQuery,
  statementMonthLabel,
} from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { letterhead } from '../companies/companies.api.ts';
import { mailDestination } from '../mail/mail.api.ts';
import { assertReachesPerson, clientAddresses, clientFunding, clientOfUser } from '../people/people.api.ts';
import { statementPdf } from './sah-statement-pdf.ts';
import { SAH_STATEMENTS_WORK, type StatementRunPlan } from './sah-statement-run.ts';
import {
  insertRun,
  runById,
  runningRun,
  type StatementRow,
  statementById,
  statementsOfClient,
} from './sah-statements.repo.ts';
import { companyToday } from './sah-today.ts';

/** A run still Running after this long crashed: another may start. */
const RUN_STALE_MS = 15 * 60_000;

function statementView(row: StatementRow, superseded: boolean): SahStatementView {
  const f = row.figures as MonthlyStatement;
  return {
    statementId: row.statementId,
    clientId: row.clientId,
    month: row.month,
    monthLabel: statementMonthLabel(row.month),
    version: row.version,
    superseded,
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: row.issuedBy,
    mailedAt: row.mailedAt?.toISOString() ?? null,
    mailedTo: row.mailedTo,
    mailNote: row.mailNote,
    openingAvailableCents: f.openingAvailableCents,
    usedCents: f.usedCents,
    closingRemainingCents: f.closingRemainingCents,
    noBudgetReason: f.noBudgetReason ?? null,
    dueBy: f.dueBy,
  };
}

function runView(r: NonNullable<Awaited<ReturnType<typeof runById>>>, mailbox: boolean): SahStatementRunView {
  return {
    runId: r.id,
    month: r.month,
    status: r.status,
    total: r.total,
    done: r.done,
    issued: r.issued,
    unchanged: r.unchanged,
    mailed: r.mailed,
    mailbox,
    message: r.message,
    startedBy: r.startedBy,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

async function statementsView(
  db: Parameters<typeof statementsOfClient>[0],
  companyId: string,
  clientId: string,
): Promise<SahStatementsView> {
  const client = await clientFunding(db, companyId, clientId);
  if (!client) {
    throw notFound();
  }
  const rows = await statementsOfClient(db, companyId, clientId);
  const seen = new Set<string>();
  return {
    clientId,
    clientName: [client.firstName, client.surName].filter(Boolean).join(' '),
    statements: rows.map((r) => {
      const superseded = seen.has(r.month);
      seen.add(r.month);
      return statementView(r, superseded);
    }),
  };
}

/**
 * Generate statements (issue 39 item 5): every Support at Home client of the company gets the
 * month's statement, as a job (its progress at /SupportAtHome/statements/run). One run at a time per
 * company.
 */
export const sahGenerateStatementsRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/statements/generate',
  summary:
    'Generate the month’s Support at Home statements of every client (a job): new or changed ones are issued and mailed',
  tags: ['SupportAtHome'],
  body: sahGenerateStatementsSchema,
  // No transaction (as the Xero posts): the run row and the job are written one after the other,
  // and the job's queue is not waited on inside a transaction (one connection on PGlite).
  async handler({
    db,
    deps,
    principal,
    body,
    now,
    recordActivity,
  }): Promise<SahStatementRunView & { message: string }> {
    const { companyId } = principal;
    const today = await companyToday(db, companyId, now);
    if (body.month >= today.slice(0, 7)) {
      throw badRequest(M.monthFuture, { month: M.monthFuture });
    }
    if (await runningRun(db, companyId, new Date(now.getTime() - RUN_STALE_MS))) {
      throw conflict(M.runGoing);
    }
    const runId = await insertRun(db, {
      companyId,
      month: body.month,
      status: 'Running',
      startedBy: principal.fullName,
      startedAt: now,
    });
    recordActivity(`Generated Support at Home statements for ${statementMonthLabel(body.month)}`);
    // Off the request (a job): the reply carries the run; its row says the progress to any replica.
    await deps.work.start(SAH_STATEMENTS_WORK, {
      runId,
      companyId,
      month: body.month,
      who: principal.fullName,
      userId: principal.uid,
    } satisfies StatementRunPlan);
    const run = await runById(db, companyId, runId);
    if (!run) {
      throw notFound();
    }
    return {
      ...runView(run, mailDestination(deps.config) === 'mailbox'),
      message: `Generating the ${statementMonthLabel(body.month)} statements: new and changed ones are mailed`,
    };
  },
});

/** A run's progress. */
export const sahStatementRunRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/statements/run',
  summary: 'The progress of a Generate statements run',
  tags: ['SupportAtHome'],
  querystring: sahStatementIdQuery,
  async handler({ deps, db, principal, query }): Promise<SahStatementRunView> {
    const run = await runById(db, principal.companyId, query.id);
    if (!run) {
      throw notFound();
    }
    return runView(run, mailDestination(deps.config) === 'mailbox');
  },
});

/** A client's statements: months newest first, each month's versions newest first. */
export const sahStatementsRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/statements',
  summary: 'A Support at Home client’s monthly statements, with their versions',
  tags: ['SupportAtHome'],
  querystring: sahStatementsQuery,
  handler: ({ db, principal, query }) => statementsView(db, principal.companyId, query.clientId),
});

/** The signed-in client's own statements (the client portal). */
export const sahMyStatementsRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/my_statements',
  summary: 'The signed-in client’s own Support at Home statements',
  tags: ['SupportAtHome'],
  querystring: z.object({}),
  async handler({ db, principal }): Promise<SahStatementsView> {
    const own = await clientOfUser(db, principal.companyId, principal.uid);
    if (!own) {
      throw notFound();
    }
    return statementsView(db, principal.companyId, own);
  },
});

/** A statement's PDF (any version), made off the request thread in one of the company's PDF slots. */
export const sahStatementPdfRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/statements/pdf',
  summary: 'A Support at Home statement as a PDF',
  tags: ['SupportAtHome'],
  querystring: sahStatementIdQuery,
  async handler({ db, principal, query, reply }) {
    const row = await statementById(db, principal.companyId, query.id);
    if (!row) {
      throw notFound();
    }
    // A client reaches only their own; another's is a 404 like a missing one.
    await assertReachesPerson(db, principal, 'client', row.clientId);
    const client = await clientFunding(db, principal.companyId, row.clientId);
    const address =
      (await clientAddresses(db, principal.companyId, [row.clientId])).get(row.clientId) || null;
    const { company, zone } = await letterhead(db, principal.companyId);
    const pdf = await withPdfSlot(principal.companyId, () =>
      statementPdf({
        company,
        client: { fullName: [client?.firstName, client?.surName].filter(Boolean).join(' '), address },
        sentTo: row.mailedTo,
        version: row.version,
        issuedOn: calendarDateInZone(row.issuedAt, zone),
        statement: row.figures as MonthlyStatement,
      }),
    );
    reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition('inline', `Support-at-Home-statement-${row.month}-v${row.version}.pdf`),
      );
    return pdf;
  },
});
