import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../test/harness.ts';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from './client.ts';

// Heavy reads on a standby (issue 41 item 2, docs/scaling.md). The "standby" here is the fork's
// own database through connections that refuse every write (default_transaction_read_only), so a
// heavy read that wrote would fail here; a real standby's lag is the freshness rule's unit test
// and the failover proof's pair.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn('standby.int.test.ts: a standby needs real PostgreSQL and is skipped (DATABASE_URL unset)');
}

const readOnly = (url: string) => {
  const u = new URL(url);
  u.searchParams.set('options', '-c default_transaction_read_only=on');
  return u.toString();
};

describe.skipIf(!databaseUrl)('heavy reads on a standby', () => {
  let h: Harness;
  let database: Database;
  let app: App;
  const LAG_MS = 5_000;

  beforeAll(async () => {
    h = await harness();
    const url = h.config.databaseUrl as string;
    database = await openDatabase({ databaseUrl: url, readUrl: readOnly(url), readMaxLagMs: LAG_MS });
    await database.standby?.sample();
    app = await buildApp({ config: h.config, database, clock: h.clock.now, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const read = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  it('answers the month roster, the timesheets, the invoice and claim lists and the activity log from the standby, writing nothing', async () => {
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    for (const url of [
      '/api/ShiftRosters/get_periodic_shift_rosters?fromDate=2026-11-01&toDate=2026-11-30',
      '/api/Attendances/get_periodic_attendances_by_company?fromDate=2026-11-16&toDate=2026-11-29',
      '/api/Attendances/generate_all_staff_timesheet?fromDate=2026-11-16&toDate=2026-11-29',
      '/api/Attendances/load_timesheets?fromDate=2026-11-16&toDate=2026-11-29',
      '/api/ShiftRosters/get_shift_counts_by_day?fromDate=2026-11-01&toDate=2026-11-30',
      '/api/Invoice/aged_invoices',
      '/api/Invoice/list_dategroup_invoices',
      '/api/Claims/batches',
      '/api/Claims/preflight?fromDate=2026-11-01&toDate=2026-11-30',
      '/api/Account/activity_logs',
    ]) {
      const res = await read(token, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['x-read-from'], url).toBe('standby');
    }
    // A light read is never sent there.
    const light = await read(token, '/api/Staffs');
    expect(light.statusCode).toBe(200);
    expect(light.headers['x-read-from']).toBeUndefined();
  });

  it('sends a caller who just wrote to the primary for the allowed lag; others stay on the standby', async () => {
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin.token;
    const other = c.users.Administrator.token;
    const roster = '/api/ShiftRosters/get_periodic_shift_rosters?fromDate=2026-11-01&toDate=2026-11-30';
    const wrote = await app.inject({
      method: 'POST',
      url: '/api/SetUp/add_public_holiday',
      headers: bearer(admin),
      payload: { date: '2031-03-03', name: 'Standby test day' },
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    expect((await read(admin, roster)).headers['x-read-from']).toBe('primary');
    expect((await read(other, roster)).headers['x-read-from']).toBe('standby');
    h.clock.advance(LAG_MS + 1);
    expect((await read(admin, roster)).headers['x-read-from']).toBe('standby');
  });

  it('reads from the primary while the standby is stale or out of reach', async () => {
    const c = await createCompany(h);
    const stale = await openDatabase({
      databaseUrl: h.config.databaseUrl as string,
      // A port nothing listens on: the standby never answers its freshness check.
      readUrl: 'postgres://postgres@127.0.0.1:1/none',
      readMaxLagMs: LAG_MS,
      onConnectionError: () => {},
    });
    await stale.standby?.sample();
    const staleApp = await buildApp({ config: h.config, database: stale, clock: h.clock.now, logger: false });
    try {
      const res = await staleApp.inject({
        method: 'GET',
        url: '/api/ShiftRosters/get_periodic_shift_rosters?fromDate=2026-11-01&toDate=2026-11-30',
        headers: bearer(c.users.CompanyAdmin.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-read-from']).toBe('primary');
    } finally {
      await staleApp.close();
      await stale.close();
    }
  });
});
