import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash as argon2Hash } from '@node-rs/argon2';
import pg from 'pg';
import { type App, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { companies, userClaims, users } from '../src/db/schema/index.ts';

/** A clock the tests move by hand, so nothing depends on the wall clock. */
export class TestClock {
  private ms = Date.parse('2026-11-22T01:00:00Z');
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface Harness {
  app: App;
  database: Database;
  clock: TestClock;
  config: Config;
}

let shared: Promise<Harness> | undefined;

/**
 * The server suite runs in several forks at once (apps/server/vitest.config.ts), each with its own
 * database: PGlite is per process anyway; on PostgreSQL the first fork uses DATABASE_URL's database
 * and fork n > 1 a fresh copy named with the suffix `_w{n}` (made empty each run; the CI script
 * drops them after).
 */
async function workerDatabaseUrl(base: string | undefined): Promise<string | undefined> {
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  if (!base || !(pool > 1)) {
    return base;
  }
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_w${pool}`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) {
    throw new Error(`cannot derive a worker database from ${url.pathname}`);
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** `direct` (a server's address) naming the fork's database of `through` (the pooler's URL). */
function sameDatabase(direct: string, through: string | undefined): string {
  const url = new URL(direct);
  url.pathname = new URL(through ?? direct).pathname;
  return url.toString();
}

/**
 * The app on a migrated database, built once per test run: PGlite in memory by default, or the
 * PostgreSQL server named by DATABASE_URL (CI runs the suite a second time that way).
 */
export function harness(): Promise<Harness> {
  shared ??= (async () => {
    const databaseUrl = await workerDatabaseUrl(process.env.DATABASE_URL);
    // Behind a transaction pooler (scripts/test-on-pgbouncer.mjs): the same database reached directly
    // for the migrations' lock and the job queue, as DATABASE_DIRECT_URL does for the product.
    const directUrl = process.env.DATABASE_DIRECT_URL
      ? sameDatabase(process.env.DATABASE_DIRECT_URL, databaseUrl)
      : undefined;
    const database = await openDatabase({ databaseUrl, ...(directUrl ? { directUrl } : {}) });
    await database.migrate();
    const clock = new TestClock();
    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: mkdtempSync(join(tmpdir(), 'care-test-')),
      databaseUrl,
      jwtSecret: 'test-secret-test-secret-test-secret',
      webDist: '/nonexistent',
      seedDemo: false,
      logLevel: 'silent',
      publicUrl: 'http://care.test',
      smtpUrl: undefined,
      mailFrom: 'Care Test <no-reply@care.test>',
    };
    const app = await buildApp({ config, database, clock: clock.now, logger: false });
    await app.ready();
    return { app, database, clock, config };
  })();
  return shared;
}

/**
 * The app on the fork's database with a clock of its own, set at `at` (later than the clocks'
 * start): a test that must run at a given wall time (08:00 in Sydney) without moving the fork's
 * shared clock. Close its app after; make its companies through it (their tokens are its own).
 */
export async function harnessAt(at: Date, config: Partial<Config> = {}): Promise<Harness> {
  const shared = await harness();
  const clock = new TestClock();
  if (at.getTime() < clock.now().getTime()) {
    throw new Error('a test clock only moves on');
  }
  clock.advance(at.getTime() - clock.now().getTime());
  const merged = { ...shared.config, ...config };
  const app = await buildApp({ config: merged, database: shared.database, clock: clock.now, logger: false });
  await app.ready();
  return { app, database: shared.database, clock, config: merged };
}

export const PASSWORD = 'Correct-Horse-9';
let passwordHash: Promise<string> | undefined;

/**
 * The fixture users' hash: argon2id like production's, but with the smallest cost. Verifying reads
 * the cost from the hash itself, so every sign-in of the suite (six per company) takes well under a
 * millisecond instead of ~15–50 ms; the production hashing (and its defaults) is untouched.
 */
const fixtureHash = () => argon2Hash(PASSWORD, { memoryCost: 64, timeCost: 1, parallelism: 1 });

export type FixtureRole = 'CompanyAdmin' | 'Administrator' | 'Staff' | 'Client' | 'Auditor' | 'CareManager';

export interface FixtureUser {
  id: string;
  email: string;
  role: FixtureRole;
  token: string;
}

export interface CompanyFixture {
  companyId: string;
  name: string;
  users: Record<FixtureRole, FixtureUser>;
}

/** A fresh company with one signed-in user per role, all uniquely named. */
export async function createCompany(
  h: Harness,
  claims: Partial<Record<FixtureRole, string[]>> = {},
): Promise<CompanyFixture> {
  passwordHash ??= fixtureHash();
  const hash = await passwordHash;
  const tag = randomUUID().slice(0, 8);
  const db = h.database.db;
  const [company] = await db
    .insert(companies)
    .values({ name: `Test Care ${tag}`, email: `office-${tag}@test.example` })
    .returning({ id: companies.id });
  if (!company) {
    throw new Error('no company');
  }
  const roles: FixtureRole[] = ['CompanyAdmin', 'Administrator', 'Staff', 'Client', 'Auditor', 'CareManager'];
  const out = {} as Record<FixtureRole, FixtureUser>;
  for (const role of roles) {
    const email = `${role.toLowerCase()}-${tag}@test.example`;
    const [user] = await db
      .insert(users)
      .values({ companyId: company.id, email, firstName: role, lastName: tag, role, passwordHash: hash })
      .returning({ id: users.id });
    if (!user) {
      throw new Error('no user');
    }
    for (const claim of claims[role] ?? []) {
      await db.insert(userClaims).values({ companyId: company.id, userId: user.id, claim });
    }
    out[role] = { id: user.id, email, role, token: await signIn(h, email) };
  }
  return { companyId: company.id, name: `Test Care ${tag}`, users: out };
}

/**
 * One more signed-in user of the company in any role, such as a ServiceProvider, which the
 * company fixture has none of.
 */
export async function addSignedInUser(
  h: Harness,
  companyId: string,
  role: string,
): Promise<{ id: string; email: string; token: string }> {
  passwordHash ??= fixtureHash();
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.example`;
  const [user] = await h.database.db
    .insert(users)
    .values({ companyId, email, firstName: role, lastName: 'Extra', role, passwordHash: await passwordHash })
    .returning({ id: users.id });
  if (!user) {
    throw new Error('no user');
  }
  return { id: user.id, email, token: await signIn(h, email) };
}

/** Signs in through the real route and returns the bearer token. */
export async function signIn(h: Harness, email: string, password = PASSWORD): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });
  if (res.statusCode !== 200) {
    throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  }
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
