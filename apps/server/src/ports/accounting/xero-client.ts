import type { AccountingSession } from './accounting.ts';
import {
  AccountingNoAnswer,
  AccountingRateLimited,
  AccountingReconnectRequired,
  AccountingUnavailable,
  AccountingValidationError,
} from './accounting-errors.ts';
import { CallLimiter, realSleep } from './call-limiter.ts';

/** Where Xero is reached; each base URL is configuration so a local fake or a proxy can stand in. */
export interface XeroConfig {
  clientId: string;
  clientSecret: string;
  loginUrl?: string | undefined;
  identityUrl?: string | undefined;
  apiUrl?: string | undefined;
  /** Where people open Xero's screens (the links shown after a post). */
  appUrl?: string | undefined;
}

/** The scopes of an app created after 2 March 2026 (docs/reference/XERO.md §1.2). */
export const XERO_SCOPES =
  'offline_access accounting.contacts accounting.invoices accounting.settings.read payroll.employees payroll.timesheets payroll.settings';

/** How many times a 429 (minute or concurrency) is waited out before the post fails. */
const RATE_RETRIES = 4;

export interface XeroClientOptions {
  limiter?: CallLimiter;
  sleep?: (ms: number) => Promise<void>;
  /** How long a call waits for Xero's answer (30 s; tests shorten it). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** Plain fetch over Xero's identity and API hosts, with the limits, retries and typed errors. */
export class XeroClient {
  readonly loginUrl: string;
  readonly identityUrl: string;
  readonly apiUrl: string;
  readonly appUrl: string;
  private readonly timeoutMs: number;
  private readonly limiter: CallLimiter;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    readonly config: XeroConfig,
    options: XeroClientOptions = {},
  ) {
    const trim = (url: string | undefined, fallback: string) => (url || fallback).replace(/\/$/, '');
    this.loginUrl = trim(config.loginUrl, 'https://login.xero.com');
    this.identityUrl = trim(config.identityUrl, 'https://identity.xero.com');
    this.apiUrl = trim(config.apiUrl, 'https://api.xero.com');
    this.appUrl = trim(config.appUrl, 'https://go.xero.com');
    this.limiter = options.limiter ?? new CallLimiter();
    this.sleep = options.sleep ?? realSleep;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** A form POST to the identity host with Basic client authentication (token, revocation). */
  async identity(path: string, form: Record<string, string>): Promise<Json> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const res = await this.fetch(`${this.identityUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const body = await readJson(res);
    if (res.status === 400 || res.status === 401) {
      // invalid_grant: the code or refresh token is spent, expired or revoked.
      throw new AccountingReconnectRequired(String(body.error_description ?? body.error ?? 'invalid_grant'));
    }
    if (!res.ok) {
      throw new AccountingUnavailable(`Xero identity answered ${res.status}`);
    }
    return body;
  }

  /** The organisations a token reaches. */
  async connections(accessToken: string): Promise<Json[]> {
    const res = await this.fetch(`${this.apiUrl}/connections`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (res.status === 401) {
      throw new AccountingReconnectRequired();
    }
    if (!res.ok) {
      throw new AccountingUnavailable(`Xero connections answered ${res.status}`);
    }
    return (await res.json()) as Json[];
  }

  /**
   * One Accounting or Payroll call for an organisation, within its limits; 429 waited out. A 401
   * renews the session's access token once (when it can) and retries once: Xero may refuse a token
   * before the product's clock says it expires.
   */
  async call(
    session: AccountingSession,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<Json> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const res = await this.limiter.run(session.tenantId, () =>
        this.fetch(`${this.apiUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${session.accessToken}`,
            'xero-tenant-id': session.tenantId,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey.slice(0, 128) } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after') ?? '1') || 1;
        const problem = res.headers.get('x-rate-limit-problem') ?? undefined;
        await res.arrayBuffer();
        if (problem === 'day' || attempt >= RATE_RETRIES) {
          throw new AccountingRateLimited(retryAfter, problem);
        }
        await this.sleep(retryAfter * 1000);
        continue;
      }
      const json = await readJson(res);
      if (res.ok) {
        return json;
      }
      if (res.status === 400) {
        throw new AccountingValidationError(validationMessages(json));
      }
      if (res.status === 401 && session.renew && !renewed) {
        renewed = true;
        session.accessToken = await session.renew();
        continue;
      }
      if (res.status === 401 || res.status === 403) {
        throw new AccountingReconnectRequired(
          String(json.Detail ?? json.detail ?? 'Xero refused the connection'),
        );
      }
      if (res.status === 404) {
        throw new AccountingValidationError([
          'Xero does not know this record (it may have been deleted there)',
        ]);
      }
      // A write answered by a failure of Xero's (or a gateway's) may have been saved all the same.
      throw method === 'GET'
        ? new AccountingUnavailable(`Xero answered ${res.status}`)
        : new AccountingNoAnswer(`Xero answered ${res.status}`);
    }
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const detail = `(${(error as Error).message})`;
      // A write that left without an answer (dropped, timed out) may have been saved at Xero.
      if (init.method !== undefined && init.method !== 'GET' && !neverSent(error)) {
        throw new AccountingNoAnswer(`Xero did not answer ${detail}`);
      }
      throw new AccountingUnavailable(`Xero could not be reached ${detail}`);
    }
  }
}

/** The connection failed before the request left: Xero cannot have seen it. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && NOT_SENT.has(code);
}

async function readJson(res: Response): Promise<Json> {
  const text = await res.text();
  if (!text) {
    return {};
  }
  try {
    return JSON.parse(text) as Json;
  } catch {
    return { Message: text.slice(0, 200) };
  }
}

/** Every message of a ValidationException (its elements' and their lines'), else its Message. */
export function validationMessages(body: Json): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      const o = value as Json;
      if (Array.isArray(o.ValidationErrors)) {
        for (const e of o.ValidationErrors as Json[]) {
          if (typeof e.Message === 'string') {
            out.push(e.Message);
          }
        }
      }
      for (const [k, v] of Object.entries(o)) {
        if (k !== 'ValidationErrors' && typeof v === 'object') {
          visit(v);
        }
      }
    }
  };
  visit(body);
  if (out.length === 0 && typeof body.Message === 'string') {
    out.push(body.Message);
  }
  return [...new Set(out)];
}
