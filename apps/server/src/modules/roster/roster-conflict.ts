import { ROSTER_MESSAGES, type RosterFinding } from '@care/domain';
import { AppError } from '../../http/errors.ts';

/**
 * 409: the write breaks the rostering checks and gives no override reason. The reply carries the
 * findings, for the dialog to list them (`findingsOf` in the web client reads `findings`).
 */
export class RosterConflict extends AppError {
  /** Fields the error handler adds to the reply (status 'Conflict' replaces 'Error'). */
  readonly reply: { status: 'Conflict'; findings: RosterFinding[] };

  constructor(findings: RosterFinding[]) {
    super(409, ROSTER_MESSAGES.findings, undefined, 'Check the roster');
    this.reply = { status: 'Conflict', findings };
  }
}
