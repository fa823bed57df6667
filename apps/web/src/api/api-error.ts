/** How a call failed, in the words of the error catalogue (spec 1 §8). */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'server'
  | 'timeout'
  | 'network'
  | 'http'
  | 'action';

/** The body of an error reply: a message, an optional title and per-field messages. */
export interface ErrorBody {
  status?: string;
  title?: string;
  message?: string;
  errors?: Record<string, string>;
}

/** A failed API call; status 0 means no HTTP reply came back (network or time-out). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly title: string | undefined;
  readonly fieldErrors: Record<string, string>;
  /** True when the server answered with a message of its own (a "server reply"). */
  readonly fromServer: boolean;
  /** The reply's whole body, for errors that carry more than a message (the roster's 409 findings). */
  readonly body: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    title?: string;
    fieldErrors?: Record<string, string>;
    fromServer?: boolean;
    body?: unknown;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.title = init.title;
    this.fieldErrors = init.fieldErrors ?? {};
    this.fromServer = init.fromServer ?? false;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error body when the reply is one; anything else reads as null. */
export function asErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return null;
  }
  const record = body as Record<string, unknown>;
  const errors =
    typeof record.errors === 'object' && record.errors !== null && !Array.isArray(record.errors)
      ? Object.fromEntries(
          Object.entries(record.errors as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return {
    status: typeof record.status === 'string' ? record.status : undefined,
    title: typeof record.title === 'string' ? record.title : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
    errors,
  };
}
