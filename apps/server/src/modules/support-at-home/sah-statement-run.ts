import { createHash } from 'node:crypto';
import { calendarDateInZone, type MonthlyStatement, statementMonthLabel } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { WorkHandlers } from '../../jobs/background-work.ts';
import { representativesWithEmail } from '../care-record/care-record.api.ts';
import { companyStates, letterhead } from '../companies/companies.api.ts';
import { insertFile } from '../files/files.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { type StatementClient, statementsOfMonth } from './sah-statement-figures.ts';
import { statementPdf } from './sah-statement-pdf.ts';
import {
  countInRun,
  insertRun,
  insertStatement,
  latestOfMonth,
  markMailed,
  updateRun,
} from './sah-statements.repo.ts';

export const SAH_STATEMENTS_WORK = 'sah-statements';

/** What a run carries through the queue (JSON). */
export interface StatementRunPlan {
  runId: string;
  companyId: string;
  month: string;
  /** Who issued it: a user's name, or 'Scheduled run'. */
  who: string;
  userId: string | null;
}

type RunDeps = Pick<AppDeps, 'files' | 'mailTransport'> & { database: { db: Queryable } };

export const NO_ADDRESS =
  'No e-mail address for the client or a representative: print it and post it, or add an address and generate again';

/** A digest of the figures: the same figures, the same key (no new version). */
export const figuresKeyOf = (s: MonthlyStatement) =>
  createHash('sha256').update(JSON.stringify(s)).digest('hex');

/**
 * Who a statement goes to (as a self-managed invoice chooses, docs/workforce.md "Who pays"): the
 * client's first representative with an e-mail, else the client, else no one (the note says so).
 */
function recipientOf(client: StatementClient, reps: { fullName: string; email: string }[]) {
  const rep = reps.find((r) => r.email.trim());
  if (rep) {
    return { name: rep.fullName, email: rep.email.trim(), representative: true };
  }
  return client.email ? { name: client.fullName, email: client.email, representative: false } : null;
}

/**
 * One run of "Generate statements" for a month (issue 39 item 5): every Support at Home client's
 * statement worked out; a client whose figures differ from their latest version of the month (or
 * who has none) gets the next version, its PDF stored and mailed in the same transaction that adds
 * it (the outbox), so a retried run finds the figures unchanged and mails nothing twice. Progress
 * in the run's row, read by any replica.
 */
export async function runStatements(deps: RunDeps, plan: StatementRunPlan, now: Date): Promise<void> {
  const db = deps.database.db;
  const { companyId, runId, month } = plan;
  try {
    const all = await statementsOfMonth(db, companyId, month, now);
    await updateRun(db, companyId, runId, { total: all.length });
    const [latest, reps, head] = await readTogether(db, [
      () => latestOfMonth(db, companyId, month),
      () =>
        representativesWithEmail(
          db,
          companyId,
          all.map((a) => a.client.id),
        ),
      () => letterhead(db, companyId),
    ]);
    for (const { client, statement } of all) {
      const key = figuresKeyOf(statement);
      const before = latest.get(client.id);
      if (before?.figuresKey === key) {
        await countInRun(db, companyId, runId, { unchanged: 1 });
        continue;
      }
      const version = (before?.version ?? 0) + 1;
      const to = recipientOf(
        client,
        reps.filter((r) => r.profileId === client.id),
      );
      const issuedOn = calendarDateInZone(now, head.zone);
      // Made before the transaction (the PDF workers), stored with it.
      const pdf = await statementPdf({
        company: head.company,
        client,
        sentTo: to?.representative ? `${to.name} (representative)` : null,
        version,
        issuedOn,
        statement,
      });
      const storageKey = await deps.files.put(pdf);
      await db.transaction(async (tx) => {
        const id = await insertStatement(tx, {
          companyId,
          profileId: client.id,
          month,
          version,
          figures: statement,
          figuresKey: key,
          issuedAt: now,
          issuedBy: plan.who,
        });
        if (!id) {
          // Another run added this version first: it mails it.
          await countInRun(tx, companyId, runId, { unchanged: 1 });
          return;
        }
        const label = statementMonthLabel(month);
        const name = `Support-at-Home-statement-${month}-${client.fullName.replace(/[^A-Za-z0-9]+/g, '-')}-v${version}.pdf`;
        const fileId = await insertFile(tx, {
          companyId,
          storageKey,
          contentType: 'application/pdf',
          kind: 'sah-statement',
          size: pdf.length,
          originalName: name,
          userCreated: plan.userId,
        });
        let mailed = 0;
        if (to && (await markMailed(tx, companyId, id, { to: to.email, at: now, note: null }))) {
          await queueMail(tx, deps, {
            companyId,
            to: to.email,
            subject: `Your Support at Home statement for ${label} from ${head.company.companyName}${version > 1 ? ' (updated)' : ''}`,
            text: [
              `Hello ${to.name},`,
              '',
              `Please find attached the Support at Home statement for ${client.fullName} for ${label}${version > 1 ? `. It replaces the one sent before (version ${version})` : ''}.`,
              'It shows the funding available, the services delivered and the funding remaining. It is not a bill: contributions are invoiced separately.',
              '',
              head.company.companyName,
            ].join('\n'),
            attachments: [{ fileId, name }],
            userCreated: plan.userId,
          });
          mailed = 1;
        } else if (!to) {
          await markMailed(tx, companyId, id, { to: null, at: now, note: NO_ADDRESS });
        }
        await countInRun(tx, companyId, runId, { issued: 1, mailed });
      });
    }
    await updateRun(db, companyId, runId, { status: 'Done', finishedAt: new Date() });
  } catch (error) {
    await updateRun(db, companyId, runId, {
      status: 'Error',
      message: error instanceof Error ? error.message : String(error),
      finishedAt: new Date(),
    });
    throw error;
  }
}

/** The statements as background work (the queue in the product; this process in tests). */
export function sahStatementWork(deps: AppDeps): WorkHandlers {
  return {
    [SAH_STATEMENTS_WORK]: (data) => runStatements(deps, data as unknown as StatementRunPlan, deps.clock()),
  };
}

/** The month before `today` ('2026-12-03' → '2026-11'). */
export function monthBefore(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The scheduled run (product-jobs.ts, on the 1st of each month): every company's statements of the
 * month before (in its zone), each company in a run of its own. Generating again changes nothing
 * when the figures did not change. Returns the runs made.
 */
export async function generateDueStatements(
  deps: RunDeps,
  now: Date,
  /** Only these companies (a test's own); the job passes none. */
  only?: readonly string[],
): Promise<string[]> {
  const runs: string[] = [];
  for (const c of await companyStates(deps.database.db)) {
    if (only && !only.includes(c.companyId)) {
      continue;
    }
    const month = monthBefore(calendarDateInZone(now, c.timeZone));
    if (month < '2025-11') {
      continue;
    }
    const runId = await insertRun(deps.database.db, {
      companyId: c.companyId,
      month,
      status: 'Running',
      startedBy: 'Scheduled run',
      startedAt: now,
    });
    runs.push(runId);
    try {
      await runStatements(
        deps,
        { runId, companyId: c.companyId, month, who: 'Scheduled run', userId: null },
        now,
      );
    } catch {
      // The run's row says the error; the other companies still get theirs.
    }
  }
  return runs;
}
