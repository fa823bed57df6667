import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { takeInvoiceNumbers } from '../modules/invoices/invoice-settings.repo.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

// Migration 0022_settings_owners moves the invoice settings and counter, the required trainings and
// the seeded holiday years out of `companies` into their owners' tables: a database made before it
// keeps every company's values, and its next invoice number, after it.

const MIGRATION = '0022_settings_owners';
const migrations = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const scratch = mkdtempSync(join(tmpdir(), 'settings-owners-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations that stops just before this one. */
function migrationsBefore(): string {
  cpSync(migrations, scratch, { recursive: true });
  const path = join(scratch, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path, JSON.stringify(journal));
  return scratch;
}

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe(`migration ${MIGRATION}`, () => {
  it('copies every company’s settings, trainings, seeded years and next invoice number, then drops the columns', async () => {
    const client = await PGlite.create({});
    try {
      const db = drizzle(client, { schema, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: migrationsBefore() });
      await client.query(
        `insert into companies (id, name, bill_short_notice_cancellations, claim_date_format, claim_gst_code,
           payment_terms_days, bank_account_name, bank_bsb, bank_account_number, next_invoice_number,
           required_trainings, holiday_seeded_years, user_modified)
         values ($1, 'Set up', true, 'DD/MM/YYYY', 'P1', 30, 'Harbour Pty Ltd', '062-000', '10457789', 42,
           '{"Staff":["First Aid"],"CareManager":[]}', '{2025,2026}', 'admin-1')`,
        [A],
      );
      await client.query(`insert into companies (id, name) values ($1, 'Never saved')`, [B]);

      await migrate(db, { migrationsFolder: migrations });

      const settings = await client.query(
        `select company_id, bill_short_notice_cancellations, claim_date_format, claim_gst_code, payment_terms_days,
           bank_account_name, bank_bsb, bank_account_number, next_invoice_number, user_modified
         from invoice_settings order by company_id`,
      );
      expect(settings.rows).toEqual([
        {
          company_id: A,
          bill_short_notice_cancellations: true,
          claim_date_format: 'DD/MM/YYYY',
          claim_gst_code: 'P1',
          payment_terms_days: 30,
          bank_account_name: 'Harbour Pty Ltd',
          bank_bsb: '062-000',
          bank_account_number: '10457789',
          next_invoice_number: 42,
          user_modified: 'admin-1',
        },
        {
          company_id: B,
          bill_short_notice_cancellations: false,
          claim_date_format: 'YYYY-MM-DD',
          claim_gst_code: 'P2',
          payment_terms_days: 14,
          bank_account_name: null,
          bank_bsb: null,
          bank_account_number: null,
          next_invoice_number: 1,
          user_modified: null,
        },
      ]);
      const trainings = await client.query(
        'select company_id, required_trainings from training_requirements',
      );
      expect(trainings.rows).toEqual([
        { company_id: A, required_trainings: { Staff: ['First Aid'], CareManager: [] } },
      ]);
      const years = await client.query(
        'select company_id, year from holiday_seeded_years order by company_id, year',
      );
      expect(years.rows).toEqual([
        { company_id: A, year: 2025 },
        { company_id: A, year: 2026 },
      ]);
      const left = await client.query(
        `select column_name from information_schema.columns where table_name = 'companies'
           and column_name in ('next_invoice_number', 'required_trainings', 'holiday_seeded_years',
             'bill_short_notice_cancellations', 'claim_date_format', 'claim_gst_code', 'payment_terms_days',
             'bank_account_name', 'bank_bsb', 'bank_account_number')`,
      );
      expect(left.rows).toEqual([]);

      // The counter goes on where it was: INV-000042 is the next invoice, then 43 and 44 together.
      const queryable = db as unknown as Db;
      expect(await takeInvoiceNumbers(queryable, A, 1)).toBe(42);
      expect(await takeInvoiceNumbers(queryable, A, 2)).toBe(43);
      expect(await takeInvoiceNumbers(queryable, A, 1)).toBe(45);
      expect(await takeInvoiceNumbers(queryable, B, 1)).toBe(1);
    } finally {
      await client.close();
    }
  });
});
