// The monthly statement's calls (issue 39 item 5; docs/api.md "Support at Home"): requests and
// replies shared by the server and the web. The figures are the domain's `monthlyStatement` result.
import { z } from 'zod';
import type { MonthlyStatement } from './sah-statement.ts';

export const SAH_STATEMENT_MESSAGES = {
  monthRequired: 'Choose the month (YYYY-MM)',
  monthFuture: 'A statement is for a month that has ended: choose an earlier month',
  monthBeforeProgram: 'Support at Home started in November 2025: choose a later month',
  runGoing: 'Statements for this company are being generated: wait for that run to finish',
  notFound: 'No such statement',
  runNotFound: 'No such statement run',
} as const;

const month = z
  .string({ error: SAH_STATEMENT_MESSAGES.monthRequired })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, SAH_STATEMENT_MESSAGES.monthRequired)
  .refine((m) => m >= '2025-11', SAH_STATEMENT_MESSAGES.monthBeforeProgram);

/** POST /SupportAtHome/statements/generate. */
export const sahGenerateStatementsSchema = z.object({ month });

const uuid = z.uuid({ error: 'Choose the client' });
/** GET /SupportAtHome/statements?clientId. */
export const sahStatementsQuery = z.object({ clientId: uuid });
/** GET /SupportAtHome/statements/pdf?id and /SupportAtHome/statements/run?id. */
export const sahStatementIdQuery = z.object({ id: z.uuid({ error: SAH_STATEMENT_MESSAGES.notFound }) });

/** One stored version of a client's statement of a month. */
export interface SahStatementView {
  statementId: string;
  clientId: string;
  month: string;
  /** 'November 2026'. */
  monthLabel: string;
  version: number;
  /** Whether a later version of the month replaced it. */
  superseded: boolean;
  issuedAt: string;
  issuedBy: string;
  mailedAt: string | null;
  mailedTo: string | null;
  /** Why it was not mailed (no address on file), when it was not. */
  mailNote: string | null;
  /** Null without a quarterly budget (a pathway, no classification): `noBudgetReason` says why. */
  openingAvailableCents: number | null;
  usedCents: number;
  closingRemainingCents: number | null;
  noBudgetReason: string | null;
  dueBy: string;
}

/** GET /SupportAtHome/statements: newest month first, versions newest first. */
export interface SahStatementsView {
  clientId: string;
  clientName: string;
  statements: SahStatementView[];
}

/** A run of "Generate statements" (a job): its progress. */
export interface SahStatementRunView {
  runId: string;
  month: string;
  /** Running | Done | Error */
  status: string;
  total: number;
  done: number;
  /** Statements that got a new version (first or changed). */
  issued: number;
  /** Statements whose figures had not changed (no new version). */
  unchanged: number;
  mailed: number;
  /** No mail server is set up: the mailed statements wait in the Mailbox to be passed on. */
  mailbox: boolean;
  message: string | null;
  startedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** The stored figures of a version: the domain's statement, as issued. */
export type SahStatementFigures = MonthlyStatement;
