// The fake's Payroll AU writes: an employee and a timesheet, the timesheet checked against the
// employee's pay calendar and the pay items.
import { randomUUID } from 'node:crypto';
import { DAY, dateMs, type FakeTenant, type Json, str, xeroDate } from './fake-xero-books.ts';

/** An employee created or updated; the validation messages when refused. */
export function upsertEmployee(t: FakeTenant, e: Json, id: string | undefined): string[] | Json {
  const existing = id ? t.employees.find((x) => x.EmployeeID === id) : undefined;
  if (id && !existing) {
    return [`Employee ${id} was not found`];
  }
  const merged = { ...(existing ?? {}), ...e };
  const errors = ['FirstName', 'LastName', 'DateOfBirth']
    .filter((f) => !str(merged[f]))
    .map((f) => `${f} is required`);
  const home = merged.HomeAddress as Json | undefined;
  if (home && !str(home.AddressLine1)) {
    errors.push('AddressLine1 is required');
  }
  if (home?.PostalCode && !/^\d{4}$/.test(str(home.PostalCode))) {
    errors.push('The postcode must be between 0200 and 9999');
  }
  if (errors.length > 0) {
    return errors;
  }
  if (existing) {
    Object.assign(existing, merged);
    return existing;
  }
  const made = {
    ...merged,
    EmployeeID: randomUUID(),
    Status: 'ACTIVE',
    PayrollCalendarID: str(merged.PayrollCalendarID) || t.calendars[0]?.PayrollCalendarID,
  };
  t.employees.push(made);
  return made;
}

/** A timesheet of one whole pay period saved (one per employee and period); the messages when refused. */
export function saveTimesheet(t: FakeTenant, s: Json, id: string | undefined): string[] | Json {
  const employee = t.employees.find((e) => e.EmployeeID === s.EmployeeID && e.Status === 'ACTIVE');
  if (!employee) {
    return ['The employee was not found or is not active'];
  }
  const calendar = t.calendars.find((c) => c.PayrollCalendarID === employee.PayrollCalendarID);
  if (!calendar) {
    return ['The employee does not have a pay run calendar in Xero'];
  }
  const length = { WEEKLY: 7, FORTNIGHTLY: 14, FOURWEEKLY: 28 }[calendar.CalendarType] ?? 7;
  const start = dateMs(str(s.StartDate));
  const anchor = Number(/\((\d+)/.exec(calendar.StartDate)?.[1]);
  const offset = (start - anchor) / DAY;
  if (
    !Number.isInteger(offset) ||
    offset % length !== 0 ||
    dateMs(str(s.EndDate)) !== start + (length - 1) * DAY
  ) {
    return ["A validation exception occurred. Provided period doesn't correspond with a pay period"];
  }
  const lines = (s.TimesheetLines ?? []) as Json[];
  for (const line of lines) {
    if (!t.earningsRates.some((r) => r.EarningsRateID === line.EarningsRateID)) {
      return [`Invalid EarningsRateID ${str(line.EarningsRateID)}`];
    }
    if (!Array.isArray(line.NumberOfUnits) || line.NumberOfUnits.length !== length) {
      return [`NumberOfUnits must hold ${length} numbers, one per day of the period`];
    }
  }
  const existing = t.timesheets.find(
    (x) => x.EmployeeID === s.EmployeeID && x.StartDate === xeroDate(str(s.StartDate)),
  );
  if (existing && existing.TimesheetID !== (id ?? s.TimesheetID)) {
    return ['A timesheet already exists for this employee in Xero for this pay period'];
  }
  const hours = lines.reduce((sum, l) => sum + (l.NumberOfUnits as number[]).reduce((a, b) => a + b, 0), 0);
  const saved = {
    ...s,
    TimesheetID: existing?.TimesheetID ?? randomUUID(),
    StartDate: xeroDate(str(s.StartDate)),
    EndDate: xeroDate(str(s.EndDate)),
    Status: str(s.Status) || 'DRAFT',
    Hours: hours,
  };
  if (existing) {
    Object.assign(existing, saved);
    return existing;
  }
  t.timesheets.push(saved);
  return saved;
}
