import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeServiceClock } from './fake-clock.ts';
import { handleApi, type KeyReuse, newBooks } from './fake-xero-api.ts';
import type { FakeXeroBooks } from './fake-xero-books.ts';
import { viewPage } from './fake-xero-pages.ts';

/**
 * A local fake of Xero (docs/reference/XERO.md §7) for the tests and the demo: authorize, token
 * (codes single use, refresh tokens rotate with a 30-minute grace), connections, revocation, and the
 * Accounting and Payroll AU calls the product makes, with validation errors, 429 + Retry-After and
 * expired access tokens. State in memory; the clock is the fake's own (`clock.ms`), moved by tests.
 */
export interface FakeXero {
  url: string;
  clientId: string;
  clientSecret: string;
  clock: { ms: number };
  books: FakeXeroBooks;
  /** Every API request, for assertions (method, path, tenant, idempotency key). */
  ledger: { method: string; path: string; tenantId: string | undefined; key: string | undefined }[];
  /**
   * Faults: the next n API calls answer 429 with this Retry-After (seconds); consent denied; what an
   * Idempotency-Key reused with another body gets; the next `count` writes whose path holds `path`
   * are done (committed) and then their connection is dropped without an answer.
   */
  faults: {
    rateLimitNext: number;
    retryAfter: number;
    denyConsent: boolean;
    keyReuse: KeyReuse;
    dropReply: { path: string; count: number } | null;
    /**
     * The next `count` writes whose path holds `path` answer 500; `done: true` does the work first
     * (Xero failed after saving), else nothing is saved. `reads: true` fails reads (GET) of the path too.
     */
    serverError: { path: string; count: number; done: boolean; reads?: boolean } | null;
    /** The next `count` writes whose path holds `path` are done at once but answered `ms` later. */
    lateReply: { path: string; count: number; ms: number } | null;
  };
  /** Every access token issued so far is refused from now on (401 TokenExpired before its time: clock skew). */
  expireAccessTokens(): void;
  /** The user removes the app's connection in Xero: its refresh and access tokens and connections go. */
  revokeGrant(): void;
  /** The organisations the next consent allows. */
  consentTenants: { tenantId: string; name: string }[];
  /** Refresh grants received (to count concurrent refreshes). */
  refreshGrants: number;
  close(): Promise<void>;
}

interface RefreshToken {
  userId: string;
  firstUsedAt: number | null;
  createdAt: number;
  revoked: boolean;
}

const ACCESS_SECONDS = 1800;
const GRACE_MS = 30 * 60_000;
const UNUSED_MS = 60 * 86_400_000;

export interface FakeXeroOptions {
  clientId?: string;
  clientSecret?: string;
  /** 0 (a free port) unless given. */
  port?: number;
  /** The default organisation's id; random unless given (the demo keeps one across restarts). */
  tenantId?: string;
  /** The fake's clock follows the machine's (the demo); tests move `clock.ms` themselves. */
  realClock?: boolean;
}

export async function startFakeXero(options: FakeXeroOptions = {}): Promise<FakeXero> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const codes = new Map<string, { redirectUri: string; userId: string; used: boolean }>();
  const refreshTokens = new Map<string, RefreshToken>();
  const accessTokens = new Map<string, { userId: string; expiresAt: number }>();
  const connections = new Map<
    string,
    { id: string; userId: string; tenantId: string; tenantName: string }[]
  >();
  const defaultTenant = { tenantId: options.tenantId ?? randomUUID(), name: 'Sunrise Supports Pty Ltd' };
  const clock = fakeServiceClock(options.realClock);
  const fake = {
    url: '',
    clientId,
    clientSecret,
    clock,
    books: newBooks(),
    ledger: [],
    faults: {
      rateLimitNext: 0,
      retryAfter: 1,
      denyConsent: false,
      keyReuse: 'refuse',
      dropReply: null,
      serverError: null,
      lateReply: null,
    },
    consentTenants: [defaultTenant],
    refreshGrants: 0,
  } as unknown as FakeXero;

  fake.expireAccessTokens = () => {
    for (const token of accessTokens.values()) {
      token.expiresAt = Math.min(token.expiresAt, fake.clock.ms);
    }
  };
  fake.revokeGrant = () => {
    for (const token of refreshTokens.values()) {
      token.revoked = true;
    }
    accessTokens.clear();
    connections.clear();
  };

  const issue = (userId: string) => {
    const access = `at_${randomUUID()}`;
    const refresh = `rt_${randomUUID()}`;
    accessTokens.set(access, { userId, expiresAt: fake.clock.ms + ACCESS_SECONDS * 1000 });
    refreshTokens.set(refresh, { userId, firstUsedAt: null, createdAt: fake.clock.ms, revoked: false });
    return {
      access_token: access,
      expires_in: ACCESS_SECONDS,
      token_type: 'Bearer',
      refresh_token: refresh,
      scope: 'offline_access',
    };
  };

  const clientOk = (req: IncomingMessage, form: URLSearchParams) => {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1] ?? '', 'base64')
          .toString()
          .split(':')
      : [form.get('client_id'), form.get('client_secret')];
    return id === clientId && secret === clientSecret;
  };

  const identity = (req: IncomingMessage, res: ServerResponse, path: string, form: URLSearchParams) => {
    if (!clientOk(req, form)) {
      return send(res, 401, { error: 'invalid_client' });
    }
    if (path === '/connect/revocation') {
      const token = refreshTokens.get(form.get('token') ?? '');
      if (token) {
        token.revoked = true;
        connections.delete(token.userId);
      }
      return send(res, 200, {});
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || code.redirectUri !== form.get('redirect_uri')) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      code.used = true;
      return send(res, 200, issue(code.userId));
    }
    if (grant === 'refresh_token') {
      fake.refreshGrants++;
      const token = refreshTokens.get(form.get('refresh_token') ?? '');
      const now = fake.clock.ms;
      const expired =
        !token ||
        token.revoked ||
        (token.firstUsedAt !== null && now - token.firstUsedAt > GRACE_MS) ||
        (token.firstUsedAt === null && now - token.createdAt > UNUSED_MS);
      if (!token || expired) {
        return send(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      token.firstUsedAt ??= now;
      return send(res, 200, issue(token.userId));
    }
    return send(res, 400, { error: 'unsupported_grant_type' });
  };

  const authorize = (res: ServerResponse, q: URLSearchParams) => {
    const redirect = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== clientId || !redirect) {
      return send(res, 400, { error: 'unauthorized_client' });
    }
    if (/accounting\.transactions|accounting\.reports\.read/.test(q.get('scope') ?? '')) {
      return redirectTo(res, redirect, { error: 'invalid_scope', state: q.get('state') ?? '' });
    }
    if (fake.faults.denyConsent) {
      return redirectTo(res, redirect, { error: 'access_denied', state: q.get('state') ?? '' });
    }
    const userId = randomUUID();
    const code = `code_${randomUUID()}`;
    codes.set(code, { redirectUri: redirect, userId, used: false });
    connections.set(
      userId,
      fake.consentTenants.map((t) => ({
        id: randomUUID(),
        userId,
        tenantId: t.tenantId,
        tenantName: t.name,
      })),
    );
    return redirectTo(res, redirect, { code, state: q.get('state') ?? '' });
  };

  const bearer = (req: IncomingMessage) => {
    const token = accessTokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    return token && token.expiresAt > fake.clock.ms ? token : null;
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = url.pathname;
      if (path === '/identity/connect/authorize') {
        return authorize(res, url.searchParams);
      }
      if (path === '/connect/token' || path === '/connect/revocation') {
        return identity(req, res, path, new URLSearchParams(raw));
      }
      if (req.method === 'GET' && /^\/(Contacts|AccountsReceivable|Payroll)\//.test(path)) {
        return viewPage(res, fake.books, path, url.searchParams);
      }
      const token = bearer(req);
      if (!token) {
        return send(res, 401, { Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired' });
      }
      const mine = connections.get(token.userId) ?? [];
      if (path === '/connections' && req.method === 'GET') {
        return send(
          res,
          200,
          mine.map((c) => ({
            id: c.id,
            tenantId: c.tenantId,
            tenantType: 'ORGANISATION',
            tenantName: c.tenantName,
          })),
        );
      }
      if (path.startsWith('/connections/') && req.method === 'DELETE') {
        const id = path.split('/')[2];
        const left = mine.filter((c) => c.id !== id);
        connections.set(token.userId, left);
        res.writeHead(left.length < mine.length ? 204 : 404).end();
        return;
      }
      const tenantId = req.headers['xero-tenant-id'] as string | undefined;
      const key = req.headers['idempotency-key'] as string | undefined;
      fake.ledger.push({ method: req.method ?? 'GET', path: path + url.search, tenantId, key });
      if (!tenantId || !mine.some((c) => c.tenantId === tenantId)) {
        return send(res, 403, { Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' });
      }
      if (fake.faults.rateLimitNext > 0) {
        fake.faults.rateLimitNext--;
        res
          .writeHead(429, { 'retry-after': String(fake.faults.retryAfter), 'x-rate-limit-problem': 'minute' })
          .end();
        return;
      }
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        return send(res, 400, { ErrorNumber: 14, Type: 'PostDataInvalidException', Message: 'Invalid JSON' });
      }
      const method = req.method ?? 'GET';
      const failing = fake.faults.serverError;
      const write = method !== 'GET';
      const fail =
        (write || failing?.reads) && failing && failing.count > 0 && path.includes(failing.path)
          ? failing
          : null;
      if (fail && !fail.done) {
        fail.count--;
        return send(res, 500, { Message: 'An error occurred in Xero' });
      }
      const answer = handleApi(
        fake.books,
        tenantId,
        { method, path, query: url.searchParams, body, raw, key },
        fake.faults.keyReuse,
      );
      if (fail) {
        fail.count--;
        return send(res, 500, { Message: 'An error occurred in Xero' });
      }
      const late = fake.faults.lateReply;
      if (write && late && late.count > 0 && path.includes(late.path)) {
        late.count--;
        setTimeout(() => {
          if (!res.writableEnded && !req.socket.destroyed) {
            send(res, answer.status, answer.body);
          }
        }, late.ms);
        return;
      }
      const drop = fake.faults.dropReply;
      if (write && drop && drop.count > 0 && path.includes(drop.path)) {
        // Done in the books, but the product never hears of it.
        drop.count--;
        req.socket.destroy();
        return;
      }
      return send(res, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  // The default organisation's payroll reference data.
  fake.books.seedTenant(defaultTenant.tenantId);
  return fake;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function redirectTo(res: ServerResponse, to: string, params: Record<string, string>): void {
  const url = new URL(to);
  for (const [k, v] of Object.entries(params)) {
    url.searchParams.set(k, v);
  }
  res.writeHead(302, { location: url.toString() }).end();
}
