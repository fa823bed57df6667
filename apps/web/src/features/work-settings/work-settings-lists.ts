import {
  AU_STATES,
  type AuState,
  type ClockInMode,
  SHIFT_CODE_NAMES,
  type ShiftCode,
  timePeriods,
} from '@care/domain';

/** The states and territories by their full names, as the State select shows them. */
export const STATE_NAMES: Record<AuState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

export const STATE_OPTIONS = AU_STATES.map((s) => ({ value: s, label: `${STATE_NAMES[s]} (${s})` }));

/** What each clock-in check mode does, one line each (docs/workforce.md "Clock-in, location, offline"). */
export const MODE_LINES: Record<ClockInMode, { label: string; line: string }> = {
  off: {
    label: 'Off',
    line: 'The location is kept with the clock-in, never compared with the client’s address.',
  },
  warn: {
    label: 'Warn',
    line: 'Clock-in always succeeds; one outside the radius or without a location is flagged for review.',
  },
  block: {
    label: 'Block',
    line: 'Clock-in outside the radius is refused; the worker is told how far away they are.',
  },
};

/**
 * Every time zone the browser knows, Australian ones first (every provider here is in Australia
 * and the full list has hundreds of names); the current value is kept even if the browser lacks it.
 */
export function timeZoneOptions(current: string) {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = all.includes(current) || current === '' ? all : [current, ...all];
  const australian = zones.filter((z) => z.startsWith('Australia/'));
  const others = zones.filter((z) => !z.startsWith('Australia/'));
  return [
    { group: 'Australia', items: australian },
    { group: 'Other zones', items: others },
  ];
}

export interface BandRow {
  day: string;
  /** Local times, e.g. '06:00–20:00'. */
  when: string;
  code: ShiftCode;
  name: string;
}

const row = (day: string, when: string, code: ShiftCode): BandRow => ({
  day,
  when,
  code,
  name: SHIFT_CODE_NAMES[code],
});

/** The bands and codes the edges make (docs/workforce.md "Time bands and shift codes"), for the table under the form. */
export function bandRows(edges: { dayStart: string; eveningStart: string }): BandRow[] {
  const { dayStart: d, eveningStart: e } = edges;
  const upTo = (to: string) => (to === '00:00' ? '24:00' : to);
  const weekday = timePeriods(edges).map((p) =>
    row('Weekday', `${p.fromTimeOfDay}–${upTo(p.toTimeOfDay)}`, p.weekdayCode),
  );
  const outside = `00:00–${d} and ${e}–24:00`;
  return [
    ...weekday,
    row('Saturday', `${d}–${e}`, 'SA'),
    row('Saturday', outside, 'SAN'),
    row('Sunday', `${d}–${e}`, 'SU'),
    row('Sunday', outside, 'SUN'),
    row('Public holiday', 'All day', 'PH'),
    row('Sleepover shift', 'The whole shift, one unit', 'N'),
  ];
}
