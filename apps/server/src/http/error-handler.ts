import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_TITLES, MESSAGES } from '@care/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
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
        // A reply with more to say than a message (the roster's 409 lists the checks' findings).
        ...('reply' in error ? (error as AppError & { reply: object }).reply : {}),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is out of reach (a failover, a restart): the caller may try again shortly.
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'Error', title: ERROR_TITLES.unavailable, message: MESSAGES.unavailable });
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
      return reply.status(status).send(clientErrorBody(status));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ status: 'Error', title: ERROR_TITLES.server, message: MESSAGES.serverError });
  });
}

/** The reply body of a request Fastify or Node refused before any route saw it, by its status. */
export function clientErrorBody(status: number) {
  const messages: Record<number, string> = {
    408: 'The request took too long to arrive.',
    413: 'The file or request is too large.',
    414: 'The address is too long.',
    415: 'The request’s content type is not accepted.',
    431: 'The request’s headers are too large.',
  };
  return {
    status: 'Error' as const,
    title: ERROR_TITLES.badInput,
    message: messages[status] ?? 'The request could not be read.',
  };
}

/**
 * Fastify's `frameworkErrors`: refusals made while routing (a URL that does not decode, a path
 * parameter over the length limit), in the product's error format.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    req.log.error({ err: error }, 'routing error');
    void reply
      .status(500)
      .send({ status: 'Error', title: ERROR_TITLES.server, message: MESSAGES.serverError });
    return;
  }
  void reply.status(status).send(clientErrorBody(status));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (an invalid header character,
 * headers too large, a timeout) answered in the product's error format, then the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(clientErrorBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
