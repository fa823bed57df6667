import { MESSAGES } from '@care/domain';
import { ApiError, asErrorBody } from './api-error.ts';

/** Shows toasts; the app wires Mantine notifications (top-right), tests a fake. */
export interface Notifier {
  success(message: string, title?: string): void;
  error(message: string, title?: string): void;
}

export interface ApiClientConfig {
  baseUrl: string;
  /** The fetch time-out; spec 1 §9 sets none, so the client picks one (30 s in the app). */
  timeoutMs: number;
  fetch: typeof fetch;
  notify: Notifier;
  /** "Logged only" situations of the catalogue land here. */
  log: (message: string, detail?: unknown) => void;
  getToken: () => string | null;
  /** A 401 to an authenticated call: clear the session and remember where the user was. */
  onSessionEnded: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  /** A JSON value, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** false for sign-in: no bearer token, and its 401 is the caller's to show. Default true. */
  auth?: boolean;
  /** false for sign-out: a 401 (the session already ended) is not handled as a session ending. Default true. */
  sessionEndsOn401?: boolean;
  /** An action (mutation) toasts its outcome. Default: every method but GET. */
  action?: boolean;
  /** Toast the server's message on success. Default: when an action. */
  toastSuccess?: boolean;
  /** Toast the server's message on failure. Default: when an action. */
  toastFailure?: boolean;
  timeoutMs?: number;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) {
      params.append(name, String(value));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The one API client: every call goes through here, and so does the whole error catalogue (spec 1 §8). */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const { notify, log } = config;

  function failure(
    status: number,
    body: unknown,
    path: string,
    opts: RequestOptions,
    isAction: boolean,
  ): ApiError {
    const reply = asErrorBody(body);
    const fromServer = Boolean(reply?.message);
    const base = { status, title: reply?.title, fieldErrors: reply?.errors, fromServer, body };
    const authSent = opts.auth !== false;

    if (status === 401 && authSent && opts.sessionEndsOn401 !== false) {
      config.onSessionEnded();
      return new ApiError({ ...base, kind: 'unauthorized', message: MESSAGES.unauthorized });
    }
    if (status === 403) {
      log(`403 ${path}`, reply);
      return new ApiError({ ...base, kind: 'forbidden', message: reply?.message ?? MESSAGES.forbidden });
    }
    if (status === 404) {
      log(`404 ${path}`, reply);
      return new ApiError({ ...base, kind: 'notFound', message: reply?.message ?? MESSAGES.notFound });
    }
    if (status === 500) {
      notify.error(MESSAGES.serverError);
      return new ApiError({ ...base, kind: 'server', message: MESSAGES.serverError });
    }
    const message = reply?.message ?? MESSAGES.unknown;
    if (isAction && (opts.toastFailure ?? true)) {
      notify.error(message, reply?.title);
    } else {
      log(`${status} ${path}`, body);
    }
    return new ApiError({ ...base, kind: isAction ? 'action' : 'http', message });
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? 'GET';
    const isAction = opts.action ?? method !== 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.auth !== false) {
      const token = config.getToken();
      if (!token) {
        throw new ApiError({ kind: 'unauthorized', status: 401, message: MESSAGES.unauthorized });
      }
      headers.Authorization = `Bearer ${token}`;
    }
    let payload: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      payload = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(opts.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? config.timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (opts.signal?.aborted) {
      controller.abort();
    }

    let response: Response;
    let body: unknown;
    try {
      response = await config.fetch(buildUrl(config.baseUrl, path, opts.query), {
        method,
        headers,
        body: payload,
        signal: controller.signal,
      });
      body = await readBody(response);
    } catch (error) {
      if (timedOut) {
        notify.error(MESSAGES.timeout);
        throw new ApiError({ kind: 'timeout', status: 0, message: MESSAGES.timeout });
      }
      if (opts.signal?.aborted) {
        throw error;
      }
      log(`Network error ${path}`, error);
      throw new ApiError({ kind: 'network', status: 0, message: 'Network Error' });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    if (!response.ok) {
      throw failure(response.status, body, path, opts, isAction);
    }
    const reply = asErrorBody(body);
    if (isAction && reply?.status === 'Error') {
      throw failure(response.status, body, path, opts, true);
    }
    if (isAction && (opts.toastSuccess ?? true) && reply?.message) {
      notify.success(reply.message, reply.title);
    }
    return body as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
