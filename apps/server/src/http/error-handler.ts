import { ERROR_TITLES, MESSAGES } from '@care/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { uniqueConflict } from './unique-conflict.ts';
import { summarise } from './validation.ts';

/** Maps every thrown error to the reply shape of the API conventions; never leaks a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    // A unique index refused a row that a concurrent request got in first: 409, naming what is taken.
    const error = uniqueConflict(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error.statusCode >= 403) {
        req.log.info({ status: error.statusCode }, error.message);
      }
      return reply.status(error.statusCode).send({
        status: 'Error',
        title: error.title,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        // A spreadsheet refusal lists each bad row's number, field and message.
        ...('rows' in error ? { rows: (error as AppError & { rows: unknown }).rows } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(issue.params?.missingProperty ?? '');
        errors[field || '_'] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(errors)[0];
      const message = first ? summarise(errors) : MESSAGES.badInput;
      return reply.status(400).send({ status: 'Error', title: ERROR_TITLES.badInput, message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ status: 'Error', title: ERROR_TITLES.tooMany, message: MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type...
      const message = status === 413 ? 'The file or request is too large.' : 'The request could not be read.';
      return reply.status(status).send({ status: 'Error', title: ERROR_TITLES.badInput, message });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ status: 'Error', title: ERROR_TITLES.server, message: MESSAGES.serverError });
  });
}
