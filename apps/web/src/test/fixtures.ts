import type { LoginReply } from '@care/domain';
import { vi } from 'vitest';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the claims the server puts in its tokens. */
export function fakeToken(payload: { uid?: string; role: string; companyId?: string; exp?: number }): string {
  const body = { uid: 'u-1', companyId: 'c-1', exp: Math.floor(Date.now() / 1000) + 3600, ...payload };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(body))}.signature`;
}

export function loginReplyFor(role: string, claims: string[] = []): LoginReply {
  return {
    token: fakeToken({ role }),
    user: { uid: 'u-1', role, companyId: 'c-1', fullName: 'Priya Sharma', email: 'priya@harbourside.demo' },
    claims: claims.map((value) => ({ value })),
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const COMPANY = {
  companyId: 'c-1',
  companyName: 'Harbourside Care Services',
  abn: null,
  ndisRegistrationNumber: null,
  timeZone: 'Australia/Sydney',
  address: null,
  email: 'office@harbourside.demo',
  phoneNumber: null,
  dateCreated: '2026-01-01T00:00:00Z',
  dateModified: null,
  userCreated: null,
  userModified: null,
};

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** Stubs window.fetch with handlers keyed by "METHOD /api/path"; anything else is a 404. */
export function stubApi(handlers: Record<string, Handler>): { calls: string[] } {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push(key);
    const handler = handlers[key];
    return handler
      ? handler(init, url)
      : json({ status: 'Error', message: 'The requested resource was not found.' }, 404);
  };
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

/** A request's query, as a plain object. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}
