import { beforeAll, describe, expect, it } from 'vitest';
import {
  dayFromToday,
  documentRow,
  insertOwner,
  linkUser,
  type Owner,
  uploaded,
} from '../../test/documents.ts';
import { uniqueName } from '../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, harness } from '../../test/harness.ts';
import { post, receivedReferral, signedInProvider } from '../../test/referrals.ts';
import { PNG, postForm } from '../../test/uploads.ts';

/**
 * Record-level reads, generated over the route table so that a route added later is covered without
 * editing this file: for each role that sees only part of the company, and each signed-in GET route,
 * a record outside what the role may see answers 403/404 when named in the path, and never appears
 * in a reply (its id, name, e-mail, document name or file id), whatever id-like parameter carries it.
 * A control run as the CompanyAdmin, who sees everything, shows that each record is reachable, so
 * the absences are not for want of a way to ask.
 */
const h = await harness();

interface ApiRoute {
  label: string;
  url: string;
  query: Record<string, { safeParse(v: unknown): { success: boolean } }>;
}

const ROUTES: ApiRoute[] = h.app.routeTable
  .filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
  .filter((r) => (r.config as { permission: string }).permission !== 'public')
  .map((r) => ({
    label: `GET ${r.url}`,
    url: r.url,
    query:
      (r.schema as { querystring?: { shape?: ApiRoute['query'] } } | undefined)?.querystring?.shape ?? {},
  }));

/** What a request can name a record by: an id (path or query), an e-mail, a document name. */
interface Probe {
  id: string;
  email?: string;
  name?: string;
}

/** A record some role must not see: the texts that would betray it, and the ways to ask for it. */
interface Hidden {
  label: string;
  markers: string[];
  probes: Probe[];
}

const PATH_PARAM = /:(\w+)/g;
const pathParams = (url: string) => [...url.matchAll(PATH_PARAM)].map((m) => m[1] as string);
const isIdKey = (key: string) => /id$/i.test(key) && key.toLowerCase() !== 'companyid';
const PERSON_KEYS = ['staff', 'admin'];

/** Whether a route takes a record by one of its parameters (so it is asked once per probe). */
function takesRecord(route: ApiRoute): boolean {
  return (
    pathParams(route.url).some((p) => p !== 'companyId') ||
    Object.keys(route.query).some(
      (k) => isIdKey(k) || PERSON_KEYS.includes(k) || /email/i.test(k) || k === 'name',
    )
  );
}

/** Whether the request carries the record's own id or e-mail (not only its owner's id). */
function namesDirectly(route: ApiRoute, record: Hidden, probe: Probe): boolean {
  const keys = Object.keys(route.query);
  const carriesId =
    pathParams(route.url).some((p) => p !== 'companyId') ||
    keys.some((k) => isIdKey(k) || PERSON_KEYS.includes(k));
  const carriesEmail = keys.some((k) => /email/i.test(k));
  return (
    (carriesId && record.markers.includes(probe.id)) ||
    (carriesEmail && probe.email !== undefined && record.markers.includes(probe.email))
  );
}

/** The request for a route with the probe in every id-like place and valid values elsewhere. */
function requestFor(route: ApiRoute, probe: Probe | undefined) {
  const fill = probe?.id ?? crypto.randomUUID();
  const url = route.url.replace(PATH_PARAM, (_m, name: string) => (name === 'companyId' ? '' : fill));
  const query: Record<string, string> = {};
  for (const [key, field] of Object.entries(route.query)) {
    if (key.toLowerCase() === 'companyid') {
      continue;
    }
    if (isIdKey(key) || PERSON_KEYS.includes(key)) {
      query[key] = fill;
    } else if (/email/i.test(key)) {
      query[key] = probe?.email ?? 'nobody@test.example';
    } else if (key === 'name') {
      query[key] = probe?.name ?? 'x';
    } else if (!field.safeParse(undefined).success) {
      query[key] = ['true', '2026-01-01', 'x'].find((v) => field.safeParse(v).success) ?? 'x';
    }
  }
  return { url, query };
}

/** The world: one company whose records each non-admin role sees only part of. */
interface World {
  c: CompanyFixture;
  provider: { token: string };
  records: Record<string, Hidden>;
}

async function photoOf(c: CompanyFixture, base: string, id: string): Promise<string> {
  const res = await postForm(
    h,
    `/api/${base}/edit/${id}`,
    c.users.CompanyAdmin.token,
    { phoneNumber: '0400111222' },
    { imageFile: { bytes: PNG, filename: 'photo.png' } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json().imageUrl).split('/').pop() as string;
}

function personRecord(label: string, o: Owner): Hidden {
  const firstName = o.fullName.split(' ')[0] as string;
  return { label, markers: [o.id, firstName, o.email], probes: [{ id: o.id, email: o.email }] };
}

/** A document expiring within the month (so that the expiry list shows it too), with its file. */
async function documentRecord(label: string, c: CompanyFixture, o: Owner): Promise<Hidden> {
  const name = uniqueName('Police check');
  const id = await uploaded(h, c, o, { DocumentName: name, ExpirationDate: dayFromToday(h, 10) });
  const fileId = (await documentRow(h, id))?.fileId as string;
  return {
    label,
    markers: [id, fileId, name],
    probes: [{ id }, { id: fileId }, { id: o.id, name }],
  };
}

async function buildWorld(): Promise<World> {
  const c = await createCompany(h);
  const admin = c.users.CompanyAdmin.token;
  const provider = await signedInProvider(h, c);

  // Records someone other than the admins may see: the Client's own, the Staff member's own, the
  // provider's and care manager's client (approved for auditing, so the Auditor sees them too).
  const clientA = await insertOwner(h, c.companyId, 'Client');
  await linkUser(h, clientA, c.users.Client.id);
  const staffA = await insertOwner(h, c.companyId, 'Staff');
  await linkUser(h, staffA, c.users.Staff.id);
  for (const [base, id] of [
    ['Profiles', clientA.id],
    ['Staffs', staffA.id],
  ]) {
    const approve = await h.app.inject({
      method: 'GET',
      url: `/api/${base}/approve_audit?id=${id}`,
      headers: bearer(admin),
    });
    expect(approve.statusCode, approve.body).toBe(200);
  }
  const assigned = await post(h, '/api/ClientServiceProviders/assign_client_serviceprovider', admin, {
    serviceProvidersId: provider.id,
    clientId: clientA.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const managed = await post(h, '/api/ClientCareManagers/assign_client_to_caremanager', admin, {
    id: c.users.CareManager.id,
    profileId: clientA.id,
  });
  expect(managed.statusCode, managed.body).toBe(200);

  // Records no one but the admins may see: a client and a staff member not approved for auditing,
  // linked to no one, with photos and documents.
  const clientB = await insertOwner(h, c.companyId, 'Client');
  const staffB = await insertOwner(h, c.companyId, 'Staff');
  const clientBPhoto = await photoOf(c, 'Profiles', clientB.id);
  const staffBPhoto = await photoOf(c, 'Staffs', staffB.id);

  // A public referral whose typed referrer e-mail is the provider's: the provider did not send it.
  const typed = await receivedReferral(h, c.companyId, { referrerEmail: provider.email });

  const records: Record<string, Hidden> = {
    clientA: personRecord('client A', clientA),
    clientADocument: await documentRecord('client A’s document', c, clientA),
    staffA: personRecord('staff member A', staffA),
    staffADocument: await documentRecord('staff member A’s document', c, staffA),
    clientB: personRecord('client B', clientB),
    clientBPhoto: { label: 'client B’s photo', markers: [clientBPhoto], probes: [{ id: clientBPhoto }] },
    clientBDocument: await documentRecord('client B’s document', c, clientB),
    staffB: personRecord('staff member B', staffB),
    staffBPhoto: { label: 'staff member B’s photo', markers: [staffBPhoto], probes: [{ id: staffBPhoto }] },
    staffBDocument: await documentRecord('staff member B’s document', c, staffB),
    typedReferral: {
      label: 'a referral naming the provider’s e-mail',
      markers: [typed.id, typed.body.firstName, typed.body.email],
      probes: [{ id: typed.id, email: typed.body.email }],
    },
  };
  return { c, provider, records };
}

/** What each role must not see (spec 1 §4, §6; docs/decisions/platform.md "Who sees which record"). */
const HIDDEN_FROM = {
  // Only audit-approved clients and staff, and their documents.
  Auditor: [
    'clientB',
    'clientBPhoto',
    'clientBDocument',
    'staffB',
    'staffBPhoto',
    'staffBDocument',
    'typedReferral',
  ],
  // Their own record and documents, and the company's clients (not the clients' documents).
  Staff: ['staffB', 'staffBPhoto', 'staffBDocument', 'clientADocument', 'clientBDocument', 'typedReferral'],
  // Their own record and documents only.
  Client: [
    'clientB',
    'clientBPhoto',
    'clientBDocument',
    'staffA',
    'staffADocument',
    'staffB',
    'staffBPhoto',
    'staffBDocument',
    'typedReferral',
  ],
  // The clients assigned to them, never documents or staff, nor referrals they did not send.
  ServiceProvider: [
    'clientADocument',
    'clientB',
    'clientBPhoto',
    'clientBDocument',
    'staffA',
    'staffADocument',
    'staffB',
    'staffBPhoto',
    'staffBDocument',
    'typedReferral',
  ],
  // The clients they are care manager of, never documents or staff.
  CareManager: [
    'clientADocument',
    'clientB',
    'clientBPhoto',
    'clientBDocument',
    'staffA',
    'staffADocument',
    'staffB',
    'staffBPhoto',
    'staffBDocument',
    'typedReferral',
  ],
} as const;
type Role = keyof typeof HIDDEN_FROM;

let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const tokenOf = (role: Role | 'CompanyAdmin') =>
  role === 'ServiceProvider' ? world.provider.token : world.c.users[role].token;

const ask = (route: ApiRoute, token: string, probe?: Probe) => {
  const { url, query } = requestFor(route, probe);
  return h.app.inject({ method: 'GET', url, query, headers: bearer(token) });
};

describe.each(Object.keys(HIDDEN_FROM) as Role[])(
  'a %s never reads a record outside what the role may see',
  (role) => {
    it('has routes to ask', () => {
      expect(ROUTES.length).toBeGreaterThan(35);
    });

    it.each(ROUTES)('$label', async (route) => {
      const hidden = HIDDEN_FROM[role].map((key) => world.records[key] as Hidden);
      const token = tokenOf(role);
      const asks = takesRecord(route)
        ? hidden.flatMap((record) => record.probes.map((probe) => ({ record, probe })))
        : [{ record: undefined, probe: undefined }];
      for (const { record: named, probe } of asks) {
        const res = await ask(route, token, probe);
        const where = `${route.label} as ${role} with ${JSON.stringify(probe ?? {})}`;
        // Named by its own id or e-mail: refused, not found, or an empty list (a filter that matched nothing).
        if (named && probe && namesDirectly(route, named, probe)) {
          const refused = [403, 404].includes(res.statusCode) || res.body === '[]';
          expect(refused, `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
        }
        if (res.statusCode < 300) {
          for (const record of hidden) {
            for (const marker of record.markers) {
              expect(res.body.includes(marker), `${where} shows ${record.label}`).toBe(false);
            }
          }
        }
      }
    });
  },
);

describe('control: the CompanyAdmin reaches every one of these records through the same requests', () => {
  it('each record is shown by at least one route', { timeout: 240_000 }, async () => {
    const token = tokenOf('CompanyAdmin');
    const unseen = new Set(Object.keys(world.records));
    for (const route of ROUTES) {
      const probes = takesRecord(route) ? Object.values(world.records).flatMap((r) => r.probes) : [undefined];
      for (const probe of probes) {
        const res = await ask(route, token, probe);
        if (res.statusCode !== 200) {
          continue;
        }
        for (const [key, record] of Object.entries(world.records)) {
          const namedInPath = pathParams(route.url).length > 0 && record.markers.includes(probe?.id ?? '');
          if (namedInPath || record.markers.some((m) => res.body.includes(m))) {
            unseen.delete(key);
          }
        }
      }
    }
    expect([...unseen]).toEqual([]);
  });
});
