import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { lastMonth } from './invoice-setup.ts';
import { newClient, newWorker, ownerApi, stamp } from './shift-day-setup.ts';

// Delivered against agreed (issue 25): a worker leaves an hour early from a 3-hour shift last month
// (the office records the times the worker gave); the invoice line bills the worked 2 hours and is
// flagged short, and the office confirms the agreed time with a reason. Made through the API from
// the real now. (The timesheet's rostered/worked columns have their own journey, timesheets.spec.ts.)

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

test('a short delivery: billed at the worked time, flagged, and confirmed at the agreed time with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await ownerApi(request);
  const period = lastMonth(Date.now());
  // The 10th of last month, or the next weekday (no weekend band).
  let day = `${period.fromDate.slice(0, 8)}10`;
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) {
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  const client = await newClient(api, 'Short', { latitude: -33.87, longitude: 151.2 });
  const worker = await newWorker(api, request, 'Early', `Short#${stamp()}Aa1`);
  const { shiftRosterIds } = await api.post<{ shiftRosterIds: string[] }>(
    '/api/ShiftRosters/add_multipleclient_shifts',
    {
      staffId: worker.id,
      clientsId: [client.id],
      dateFrom: `${day}T10:00`,
      dateTo: `${day}T13:00`,
      activities: ['Personal Support'],
      isNightShift: false,
      isExceptionalShift: false,
      repeat: false,
      ...Object.fromEntries(WEEKDAYS.map((d) => [d, false])),
      stopDate: null,
      description: 'Made by the short-delivery end-to-end test',
      appointment: '',
      overrideReason: 'End-to-end test: a new worker',
    },
  );
  // The worker left at 12:00, an hour before the rostered end.
  await api.post(`/api/Attendances/mark_attendance?shiftId=${shiftRosterIds[0]}`, {
    startKm: '100',
    endKm: '105',
    report: 'Left an hour early',
    clockIn: `${day}T10:00`,
    clockOut: `${day}T12:00`,
  });
  const since = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString();
  const until = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  await api.get(
    `/api/Attendances/approve_all?staffId=${worker.id}&fromDate=${encodeURIComponent(since)}&toDate=${encodeURIComponent(until)}`,
  );

  await signIn(page, 'owner@harbourside.demo', DEMO_PASSWORD);
  // The invoice: the line bills the worked 2 hours and says it is short.
  await page.goto(
    `/app/reports/invoice?clientId=${client.id}&fromDate=${period.fromDate}&toDate=${period.toDate}`,
  );
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const table = page.getByRole('table', { name: 'invoice lines' });
  const line = table.getByRole('row').filter({ hasText: 'Short delivery' });
  await expect(line).toHaveCount(1);
  const billed = (await line.innerText()).match(/\$[\d,]+\.\d\d/g) ?? [];
  expect(billed.length).toBeGreaterThan(0);

  // The office confirms the agreed time with a reason.
  await line.getByRole('button', { name: 'Confirm agreed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the agreed time' });
  await dialog
    .getByLabel('Reason')
    .fill('The participant asked the worker to leave early; agreed fee applies');
  await dialog.getByRole('button', { name: 'Bill the agreed time' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Short, agreed confirmed')).toBeVisible();
  await expect(table.getByText('Short delivery', { exact: true })).toHaveCount(0);
});
