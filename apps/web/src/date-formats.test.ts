import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One format per kind (issue 26): pages format dates through the named formats of
// packages/domain/src/dates.ts (DATE_FORMATS for display, WIRE_FORMATS for the API), never a literal.
const ROOT = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      return sources(path);
    }
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** A dayjs `.format('…')` or a picker's `valueFormat="…"` written as a string of its own. */
const LITERAL_FORMAT = /\.format\(\s*(['"`])|valueFormat=\s*\{?\s*['"`]/;

function literalFormats(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (LITERAL_FORMAT.test(line) ? [i + 1] : []));
}

describe('date formats', () => {
  it('the check finds a literal display format and lets a named one through', () => {
    expect(literalFormats("dayjs(v).format('DD/MM/YYYY')")).toEqual([1]);
    expect(literalFormats('x\n<DateInput valueFormat="DD-MM-YYYY" />')).toEqual([2]);
    expect(literalFormats('dayjs(v).format(DATE_FORMATS.date)')).toEqual([]);
    expect(literalFormats('valueFormat={DATE_FORMATS.dateTime}')).toEqual([]);
  });

  it('no page of the web app writes a dayjs format of its own', () => {
    const offenders = sources(ROOT).flatMap((file) =>
      literalFormats(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
