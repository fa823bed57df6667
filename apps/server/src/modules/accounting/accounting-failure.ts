import { ACCOUNTING_MESSAGES as M } from '@care/domain';
import { AppError, badRequest } from '../../http/errors.ts';
import {
  AccountingNoAnswer,
  AccountingNotConnected,
  AccountingRateLimited,
  AccountingReconnectRequired,
  AccountingUnavailable,
  AccountingValidationError,
} from '../../ports/accounting/accounting-errors.ts';

/** A provider's failure in plain words, for a reply or a job's log line; anything else is rethrown. */
export function describeFailure(error: unknown): string {
  if (error instanceof AccountingValidationError) {
    return error.messages.join('; ');
  }
  if (error instanceof AccountingRateLimited && error.problem === 'day') {
    return M.dayLimit(Math.ceil(error.retryAfterSeconds / 3600));
  }
  if (error instanceof AccountingRateLimited) {
    return M.rateLimited(error.retryAfterSeconds);
  }
  if (error instanceof AccountingReconnectRequired) {
    return M.reconnect;
  }
  if (error instanceof AccountingNotConnected) {
    return M.notConnected;
  }
  if (error instanceof AccountingNoAnswer) {
    return M.noAnswer;
  }
  if (error instanceof AccountingUnavailable) {
    return M.unavailable;
  }
  throw error;
}

/** The reply for a provider's failure: 400 (its validation), 409 (connect first), 429, 502. */
export function failureReply(error: unknown): AppError {
  const message = describeFailure(error);
  if (error instanceof AccountingValidationError) {
    return badRequest(message);
  }
  if (error instanceof AccountingRateLimited) {
    return new AppError(429, message, undefined, 'Too many requests');
  }
  if (error instanceof AccountingUnavailable) {
    return new AppError(502, message, undefined, 'Accounting');
  }
  return new AppError(409, message, undefined, 'Accounting');
}
