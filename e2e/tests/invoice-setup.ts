import type { APIRequestContext } from '@playwright/test';
import { newClient, newWorker, type OwnerApi, stamp } from './shift-day-setup.ts';

// What the invoicing journey makes through the owner's API: a client funded for community access
// (which has no weekday-night item) with an NDIA-managed plan, a worker, and two shifts last month
// attended and approved: a morning, and an early start whose first hour falls in the night band.

const ZONE = 'Australia/Sydney';
const WEEKDAY_FLAGS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A calendar date in Sydney, 'YYYY-MM-DD'. */
const sydneyDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(at));

/** Last calendar month in Sydney, as a person counts it from today. */
export function lastMonth(now: number): { fromDate: string; toDate: string } {
  const [y, m] = sydneyDate(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { fromDate: first.toISOString().slice(0, 10), toDate: last.toISOString().slice(0, 10) };
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A shift of the worker with the client at Sydney wall times, attended as rostered (marked by the office). */
async function attended(api: OwnerApi, staffId: string, clientId: string, from: string, to: string) {
  const { shiftRosterIds } = await api.post<{ shiftRosterIds: string[] }>(
    '/api/ShiftRosters/add_multipleclient_shifts',
    {
      staffId,
      clientsId: [clientId],
      dateFrom: from,
      dateTo: to,
      activities: ['Personal Support'],
      isNightShift: false,
      isExceptionalShift: false,
      repeat: false,
      ...Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])),
      stopDate: null,
      description: 'Made by the invoicing end-to-end test',
      appointment: '',
      overrideReason: 'End-to-end test: a new worker',
    },
  );
  await api.post(`/api/Attendances/mark_attendance?shiftId=${shiftRosterIds[0]}`, {
    startKm: '100',
    endKm: '110',
    report: 'Attended as rostered',
    clockInCheck: true,
    clockOutCheck: true,
  });
}

/** The client, worker and last month's two approved shifts; the period and a weekday that is no public holiday. */
export async function invoicedClient(
  api: OwnerApi,
  request: APIRequestContext,
  now: number,
  payer: { management: 'NDIA Managed' | 'Plan Managed'; planManager?: string; planManagerEmail?: string } = {
    management: 'NDIA Managed',
  },
) {
  const period = lastMonth(now);
  const holidays = await api.get<{ date: string }[]>(
    `/api/SetUp/get_public_holidays?year=${period.fromDate.slice(0, 4)}`,
  );
  const off = new Set(holidays.map((h) => h.date));
  let day = `${period.fromDate.slice(0, 8)}08`;
  while (weekday(day) === 0 || weekday(day) === 6 || off.has(day) || off.has(nextDay(day))) {
    day = nextDay(day);
  }
  const client = await newClient(api, 'Invoice', { latitude: -33.87, longitude: 151.2 });
  await api.post('/api/Invoice/add_schedule_of_support', {
    profileId: client.id,
    itemNumber: '04_104_0125_6_1',
    quantity: 3,
    frequency: 'Monday,Tuesday,Wednesday,Thursday,Friday',
  });
  await api.post('/api/ClientPlans', {
    clientId: client.id,
    startDate: `${Number(period.fromDate.slice(0, 4)) - 1}${period.fromDate.slice(4)}`,
    endDate: `${Number(period.fromDate.slice(0, 4)) + 1}${period.fromDate.slice(4, 8)}01`,
    ...payer,
    budgets: [
      { supportCategoryNumber: '1', amount: '20,000.00' },
      { supportCategoryNumber: '4', amount: '10,000.00' },
    ],
  });
  const worker = await newWorker(api, request, 'Biller', `Invoice#${stamp()}Aa1`);
  await attended(api, worker.id, client.id, `${day}T10:00`, `${day}T13:00`);
  const next = nextDay(day);
  await attended(api, worker.id, client.id, `${next}T05:00`, `${next}T08:00`);
  const since = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString();
  const until = new Date(Date.parse(`${next}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  await api.get(
    `/api/Attendances/approve_all?staffId=${worker.id}&fromDate=${encodeURIComponent(since)}&toDate=${encodeURIComponent(until)}`,
  );
  return { client, worker, period, day, next };
}
