import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { pdfThreads } from './ports/pdf/render-pdf.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'care-config-')), JWT_SECRET: 'x'.repeat(32), ...env });

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot be forged to dodge the sign-in throttle', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('trusts any proxy with `true`, or only the listed proxy addresses', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16');
  });
});

describe('loadConfig: REQUEST_LOG', () => {
  it('logs no line per request unless REQUEST_LOG=true', () => {
    expect(load({}).requestLog).toBe(false);
    expect(load({ REQUEST_LOG: 'false' }).requestLog).toBe(false);
    expect(load({ REQUEST_LOG: 'true' }).requestLog).toBe(true);
  });
});

// Issue 37 item 17: the PDF pool had one thread on a two-core machine, whatever the setting.
describe('loadConfig: PDF_WORKERS', () => {
  it('sizes the PDF pool from the cores (two on two cores, at most four), or from PDF_WORKERS', () => {
    expect(load({}).pdfWorkers).toBeUndefined();
    expect(pdfThreads(1)).toBe(1);
    expect(pdfThreads(2)).toBe(2);
    expect(pdfThreads(32)).toBe(4);
    expect(load({ PDF_WORKERS: '3' }).pdfWorkers).toBe(3);
    expect(pdfThreads(2, load({ PDF_WORKERS: '6' }).pdfWorkers)).toBe(6);
  });

  it('refuses a PDF_WORKERS that is not a whole number from 1 to 16, naming it', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '17']) {
      expect(() => load({ PDF_WORKERS: bad }), bad).toThrow(
        /PDF_WORKERS must be a whole number from 1 to 16/,
      );
    }
  });
});

// Issue 41 item 3: the product behind PgBouncer, and its connections per replica.
describe('loadConfig: the database behind a pooler', () => {
  it('reads DATABASE_DIRECT_URL and DATABASE_POOL_SIZE, both unset by default', () => {
    expect(load({}).databaseDirectUrl).toBeUndefined();
    expect(load({}).databasePoolSize).toBeUndefined();
    const config = load({
      DATABASE_URL: 'postgres://app@pgbouncer:6432/care',
      DATABASE_DIRECT_URL: 'postgres://app@db:5432/care',
      DATABASE_POOL_SIZE: '20',
    });
    expect(config.databaseDirectUrl).toBe('postgres://app@db:5432/care');
    expect(config.databasePoolSize).toBe(20);
  });

  it('refuses a DATABASE_POOL_SIZE that is not a whole number from 1 to 200, naming it', () => {
    for (const bad of ['0', '2.5', 'ten', '201']) {
      expect(() => load({ DATABASE_POOL_SIZE: bad }), bad).toThrow(
        /DATABASE_POOL_SIZE must be a whole number from 1 to 200/,
      );
    }
  });

  it('reads PLACES_NOMINATIM_URL', () => {
    expect(load({}).placesNominatimUrl).toBeUndefined();
    expect(load({ PLACES_NOMINATIM_URL: 'https://nominatim.openstreetmap.org' }).placesNominatimUrl).toBe(
      'https://nominatim.openstreetmap.org',
    );
  });
});

describe('loadConfig: CLOCK_START', () => {
  it('is unset by default, and reads an instant with its zone written out', () => {
    expect(load({}).clockStart).toBeUndefined();
    expect(load({ CLOCK_START: '2026-08-01T14:00:00+10:00' }).clockStart?.toISOString()).toBe(
      '2026-08-01T04:00:00.000Z',
    );
  });

  it('refuses an instant without its zone or one that is not a date, naming it', () => {
    for (const bad of ['2026-08-01T14:00:00', '2026-08-01', 'Saturday', '2026-02-30T10:00:00Z']) {
      expect(() => load({ CLOCK_START: bad }), bad).toThrow(/CLOCK_START must be an instant with its zone/);
    }
  });
});
