import { type Action, can, ROLES, type Role } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { uniqueAddress } from '../../test/fixtures.ts';
import { addSignedInUser, bearer, createCompany, harness } from '../../test/harness.ts';
import { type ApiRoute, baselineOf, type Method, requestsFor, shapeOf } from './malformed-input.test-kit.ts';

/**
 * Case (a) of every route, read from the route table so that a route is covered the day it is
 * registered: malformed input in each of its parameters (path, query, body or form fields, and a few
 * it does not know) answers 4xx in the product's error format, never 5xx. Wrong types, NUL
 * characters, lone surrogates, huge strings, impossible and out-of-range dates, and broken
 * multipart bodies on the upload routes. The caller is the first role the route allows, admins first.
 *
 * A bad value that the route's input guard and schema refuse stops at the same 400 whichever field
 * it is in, so such a value is sent once per field and once per value (every field meets a refusal,
 * every value is refused by the server); a value they accept goes on to the handler, so it is sent
 * in every field. Which is which is read off the same guard and schemas the server runs.
 */
const h = await harness();
const company = await createCompany(h);

const ROUTES: ApiRoute[] = h.app.routeTable
  .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
  .map((r) => {
    const schema = (r.schema ?? {}) as { querystring?: unknown; body?: unknown };
    const config = r.config as { permission: string; multipart?: { files: string[]; fields?: unknown } };
    return {
      label: `${String(r.method)} ${r.url}`,
      method: r.method as Method,
      url: r.url,
      permission: config.permission,
      pathParams: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
      query: Object.keys(shapeOf(schema.querystring)),
      body: Object.keys(shapeOf(config.multipart ? config.multipart.fields : schema.body)),
      querySchema: schema.querystring,
      bodySchema: config.multipart ? config.multipart.fields : schema.body,
      validQuery: baselineOf(schema.querystring, true),
      validBody: baselineOf(
        config.multipart ? config.multipart.fields : schema.body,
        Boolean(config.multipart),
      ),
      files: config.multipart ? [...config.multipart.files] : null,
    };
  });

const tokens = new Map<Role, Promise<string>>();
function tokenFor(permission: string): Promise<string> | null {
  if (permission === 'public') {
    return null;
  }
  const role = ROLES.find((r) => can({ role: r, claims: [] }, permission as Action)) ?? 'CompanyAdmin';
  if (!tokens.has(role)) {
    tokens.set(
      role,
      role === 'ServiceProvider'
        ? addSignedInUser(h, company.companyId, role).then((u) => u.token)
        : Promise.resolve(company.users[role].token),
    );
  }
  return tokens.get(role) as Promise<string>;
}

/** Sends the requests a few at a time; answers each failure as "label: status body". */
async function failuresOf(route: ApiRoute): Promise<string[]> {
  const token = await tokenFor(route.permission);
  const requests = requestsFor(route);
  const failures: string[] = [];
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async ([what, options]) => {
        const res = await h.app.inject({
          ...options,
          headers: { ...(options.headers as object), ...(token ? bearer(await token) : {}) },
          // Each request from its own address: the public routes' rate limits never kick in.
          remoteAddress: uniqueAddress(),
        });
        if (res.statusCode >= 500) {
          failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) {
          const body = safeJson(res.body);
          if (
            body?.status !== 'Error' ||
            typeof body.message !== 'string' ||
            typeof body.title !== 'string'
          ) {
            failures.push(`${what}: ${res.statusCode} not in the error format: ${res.body.slice(0, 200)}`);
          }
        }
      }),
    );
  }
  return failures;
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

describe('malformed input to every API route answers 4xx in the error format, never 5xx', () => {
  it('covers every route, with the parameters its schemas declare', () => {
    expect(ROUTES.length).toBeGreaterThan(90);
    expect(ROUTES.filter((r) => r.files).length).toBeGreaterThanOrEqual(10);
    expect(ROUTES.find((r) => r.url === '/api/Documents/filter_documents')?.query).toContain('fromDate');
    expect(ROUTES.find((r) => r.url === '/api/Documents/add_document')?.body).toContain('documentName');
    expect(ROUTES.find((r) => r.url === '/api/ClientReferrals/submit_referral/:companyId')?.body).toContain(
      'firstName',
    );
  });

  it.each(ROUTES)('$label', async (route) => {
    expect(await failuresOf(route)).toEqual([]);
  });
});
