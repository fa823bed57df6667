import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTANT_DATES_ALLOWED } from './instant-dates.allow.ts';

// Issue 40 item 3: an instant cut at its UTC date reads a day early before 10–11 am in Sydney. An
// instant shown or kept as a date is read in the company's zone (formatInZone, calendarDateInZone);
// calendar arithmetic goes through addCalendarDays and utcCalendarDate (packages/domain/src/dates.ts).
const REPO = join(import.meta.dirname, '../../..');
const TREES = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

/** Each rule: what it finds on one line of source. */
const RULES: Record<string, RegExp> = {
  // d.toISOString().slice(0, 10), .substring(0, 10), .split('T'), .slice(11): UTC's date or time.
  'instant cut at its UTC date':
    /toISOString\(\)\s*\.(?:(?:slice|substring|substr)\(\s*(?:0\s*,\s*10|11)\b|split\()/,
  // sentAt.slice(0, 10), periodEnd?.slice(0, 10): an instant sent as ISO text, cut at UTC's date.
  'instant field cut at its UTC date':
    /\b\w*(?:At|periodStart|periodEnd|dateCreated|dateModified)\??\.(?:slice|substring|substr)\(\s*0\s*,\s*10\s*\)/,
  // formatCalendarDate reads the first ten characters: given an instant, UTC's date.
  'instant given to formatCalendarDate':
    /formatCalendarDate\(\s*[\w.?]*(?:At|periodStart|periodEnd|dateCreated|dateModified)\b|formatCalendarDate\([^)]*toISOString/,
  // getDate(), getDay(), toLocaleDateString(): the machine's (or browser's) zone, not the company's.
  'machine-zone date':
    /\.(?:getDate|getDay|getMonth|getFullYear|getHours|getMinutes)\(\)|\.(?:toLocaleDateString|toDateString)\(/,
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      return e.name === 'test' || e.name === 'node_modules' ? [] : sources(path);
    }
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.(ts|tsx)$|\.test-kit\.(ts|tsx)$/.test(e.name)
      ? [path]
      : [];
  });
}

/** The rules a text breaks, as `rule` per line that breaks it. */
export function brokenRules(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => Object.entries(RULES).flatMap(([rule, re]) => (re.test(line) ? [rule] : [])));
}

describe('instants read as dates in the company’s zone', () => {
  it('the rules find each way of cutting an instant into a date, and let the zone-aware ways through', () => {
    expect(brokenRules('const day = new Date().toISOString().slice(0, 10);')).toEqual([
      'instant cut at its UTC date',
    ]);
    expect(brokenRules("d.toISOString().split('T')[0]")).toEqual(['instant cut at its UTC date']);
    expect(brokenRules('new Date(on + now.toISOString().slice(11))')).toEqual([
      'instant cut at its UTC date',
    ]);
    expect(brokenRules('{formatCalendarDate(s.sentAt.slice(0, 10))}')).toEqual([
      'instant field cut at its UTC date',
      'instant given to formatCalendarDate',
    ]);
    expect(brokenRules('p.periodEnd?.slice(0, 10)')).toEqual(['instant field cut at its UTC date']);
    expect(brokenRules('formatCalendarDate(referral.dateCreated.toISOString())')).toEqual([
      'instant given to formatCalendarDate',
    ]);
    expect(brokenRules('const d = String(v.getDate()).padStart(2, "0");')).toEqual(['machine-zone date']);
    expect(brokenRules("formatInZone(s.sentAt, 'date', zone)")).toEqual([]);
    expect(brokenRules('calendarDateInZone(p.createdAt, zone)')).toEqual([]);
    expect(brokenRules('formatCalendarDate(plan.startDate)')).toEqual([]);
    expect(brokenRules('doc.expirationDate?.slice(0, 10)')).toEqual([]);
    expect(brokenRules('d.getUTCDate() + 1')).toEqual([]);
  });

  it('no source cuts an instant into a date outside the allow-list, and the allow-list only shrinks', () => {
    const found = new Set<string>();
    for (const tree of TREES) {
      for (const file of sources(join(REPO, tree))) {
        const path = relative(REPO, file);
        for (const rule of brokenRules(readFileSync(file, 'utf8'))) {
          found.add(`${path}: ${rule}`);
        }
      }
    }
    const offenders = [...found].filter((entry) => !INSTANT_DATES_ALLOWED.includes(entry));
    const stale = INSTANT_DATES_ALLOWED.filter((entry) => !found.has(entry));
    expect(offenders, 'read the instant in the company’s zone (formatInZone, calendarDateInZone)').toEqual(
      [],
    );
    expect(stale, 'no longer needed: take it off instant-dates.allow.ts').toEqual([]);
  });
});
