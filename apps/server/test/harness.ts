import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { companies, userClaims, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';

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
 * The app on a migrated database, built once per test run: PGlite in memory by default, or the
 * PostgreSQL server named by DATABASE_URL (CI runs the suite a second time that way).
 */
export function harness(): Promise<Harness> {
  shared ??= (async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await database.migrate();
    const clock = new TestClock();
    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: mkdtempSync(join(tmpdir(), 'care-test-')),
      databaseUrl: process.env.DATABASE_URL,
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

export const PASSWORD = 'Correct-Horse-9';
let passwordHash: Promise<string> | undefined;

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
  passwordHash ??= hashPassword(PASSWORD);
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
  passwordHash ??= hashPassword(PASSWORD);
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
