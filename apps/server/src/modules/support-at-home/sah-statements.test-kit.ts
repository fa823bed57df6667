import type { Harness } from '../../../test/harness.ts';
import { get, post } from './support-at-home.test-kit.ts';

export const GENERATE = '/api/SupportAtHome/statements/generate';
export const RUN = (id: string) => `/api/SupportAtHome/statements/run?id=${id}`;
export const STATEMENTS = (clientId: string) => `/api/SupportAtHome/statements?clientId=${clientId}`;
export const MY_STATEMENTS = '/api/SupportAtHome/my_statements';
export const STATEMENT_PDF = (id: string) => `/api/SupportAtHome/statements/pdf?id=${id}`;

/** Polls a run until it has finished (no timing is asserted: only its outcome). */
export async function settledRun(h: Harness, token: string, runId: string) {
  for (let i = 0; i < 500; i++) {
    const run = (await get(h, RUN(runId), token)).json();
    if (run.status !== 'Running') {
      return run as {
        status: string;
        total: number;
        issued: number;
        unchanged: number;
        mailed: number;
        mailbox: boolean;
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the statement run did not finish');
}

/** Generates the month's statements and waits for the run. */
export async function generated(h: Harness, token: string, month: string) {
  const res = await post(h, GENERATE, token, { month });
  if (res.statusCode !== 200) {
    throw new Error(`generate failed: ${res.statusCode} ${res.body}`);
  }
  return settledRun(h, token, res.json().runId);
}
