import { ERROR_TITLES, MESSAGES } from '@care/domain';

/** A failure with a status and a message fit to show the user; mapped to the reply in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly title?: string,
  ) {
    super(message);
  }
}

/** 400: bad input, with per-field messages when a field is to blame. */
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors, ERROR_TITLES.badInput);
/** 400 naming one field: the message shows where it was typed. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(401, message, undefined, ERROR_TITLES.unauthorized);
export const forbidden = () => new AppError(403, MESSAGES.forbidden, undefined, ERROR_TITLES.forbidden);
export const notFound = () => new AppError(404, MESSAGES.notFound, undefined, ERROR_TITLES.notFound);
/** 409: what the request would create or change is already there (a unique index said so). */
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors, ERROR_TITLES.conflict);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) =>
  new AppError(429, message, undefined, ERROR_TITLES.tooMany);
