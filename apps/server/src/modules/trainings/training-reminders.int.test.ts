import { formatCalendarDate } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../../../test/documents.ts';
import { insertStaff } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { get, post } from '../../../test/referrals.ts';
import { sendExpiryAlerts } from '../../expiry-alerts.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The daily check `days` after the test clock's now (the clock itself is shared, so not moved). */
const runCheck = (h: Harness, days = 0) =>
  sendExpiryAlerts(h.database, { mailTransport: null }, new Date(h.clock.now().getTime() + days * DAY));

async function addTraining(h: Harness, c: CompanyFixture, staffId: string, over: Record<string, string>) {
  const res = await post(h, '/api/StaffTrainings/add_training', c.users.Administrator.token, {
    staffId,
    course: 'Manual handling',
    provider: 'WorkSafe Training',
    dateCompleted: dayFromToday(h, -700),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().staffTrainingId as string;
}

const subjects = async (h: Harness, email: string) => (await mailsTo(h, email)).map((m) => m.subject).sort();

describe('training reminders before expiry (issue 29)', () => {
  it('mails the staff member and each admin once 30 days ahead and once expired, on the company calendar', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = await insertStaff(h, c.companyId);
    const email = `${staff.firstName.toLowerCase()}@test.example`;
    const expires = dayFromToday(h, 31);
    await addTraining(h, c, staff.id, { expiryDate: expires });
    const expiring = `Manual handling of ${staff.firstName} Test expires on ${formatCalendarDate(expires)}`;
    const expired = `Manual handling of ${staff.firstName} Test has expired`;

    await runCheck(h);
    expect(await subjects(h, email)).toEqual([]);
    await runCheck(h, 1);
    await runCheck(h, 2);
    expect(await subjects(h, email)).toEqual([expiring]);
    expect(await subjects(h, c.users.CompanyAdmin.email)).toEqual([expiring]);
    expect(await subjects(h, c.users.Administrator.email)).toEqual([expiring]);
    // The expiry day itself is still in date; the day after, expired, once.
    await runCheck(h, 31);
    expect(await subjects(h, email)).toEqual([expiring]);
    await runCheck(h, 32);
    await runCheck(h, 40);
    expect(await subjects(h, email)).toEqual([expiring, expired]);
    expect(await subjects(h, c.users.Staff.email)).toEqual([]);
  });

  it('a renewal takes over: the older record is not reminded of, and a new expiry date starts again', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = await insertStaff(h, c.companyId);
    const email = `${staff.firstName.toLowerCase()}@test.example`;
    await addTraining(h, c, staff.id, { course: 'First aid', expiryDate: dayFromToday(h, -100) });
    const renewed = await addTraining(h, c, staff.id, {
      course: 'first aid',
      dateCompleted: dayFromToday(h, -300),
      expiryDate: dayFromToday(h, 10),
    });
    await runCheck(h);
    expect(await subjects(h, email)).toEqual([
      `first aid of ${staff.firstName} Test expires on ${formatCalendarDate(dayFromToday(h, 10))}`,
    ]);
    // Renewed again by editing the date: reminded again when that one comes near.
    const later = dayFromToday(h, 400);
    const edit = await post(h, `/api/StaffTrainings/edit/${renewed}`, c.users.Administrator.token, {
      staffId: staff.id,
      course: 'first aid',
      dateCompleted: dayFromToday(h, -1),
      expiryDate: later,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await runCheck(h, 380);
    expect(await subjects(h, email)).toHaveLength(2);
    expect((await mailsTo(h, email))[0]?.subject).toContain(formatCalendarDate(later));
  });

  it('no expiry date, an inactive staff member, or another company’s record sends nothing to this office', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const forever = await insertStaff(h, c.companyId);
    await addTraining(h, c, forever.id, { course: 'NDIS Worker Orientation Module' });
    const gone = await insertStaff(h, c.companyId, { isActive: false });
    await addTraining(h, c, gone.id, { expiryDate: dayFromToday(h, 5) });
    const elsewhere = await insertStaff(h, other.companyId);
    await addTraining(h, other, elsewhere.id, { expiryDate: dayFromToday(h, 5) });
    await runCheck(h);
    expect(await subjects(h, c.users.Administrator.email)).toEqual([]);
    expect(await subjects(h, other.users.Administrator.email)).toHaveLength(1);
    // The office's list still shows the inactive member's record as expiring.
    const all = (
      await get(h, '/api/StaffTrainings/get_all_staff_trainings', c.users.CompanyAdmin.token)
    ).json();
    expect(all.map((t: { status: string }) => t.status).sort()).toEqual(['Current', 'Expiring']);
  });

  it('reminds only of the courses the role requires: the company’s setting decides', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = await insertStaff(h, c.companyId);
    const email = `${staff.firstName.toLowerCase()}@test.example`;
    await addTraining(h, c, staff.id, { course: 'Forklift licence', expiryDate: dayFromToday(h, 5) });
    await addTraining(h, c, staff.id, { course: 'Manual handling', expiryDate: dayFromToday(h, 5) });
    await runCheck(h);
    expect(await subjects(h, email)).toEqual([
      `Manual handling of ${staff.firstName} Test expires on ${formatCalendarDate(dayFromToday(h, 5))}`,
    ]);
    const saved = await post(h, '/api/StaffTrainings/edit_required_trainings', c.users.CompanyAdmin.token, {
      Staff: ['Forklift licence'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await runCheck(h, 1);
    expect(await subjects(h, email)).toEqual([
      `Forklift licence of ${staff.firstName} Test expires on ${formatCalendarDate(dayFromToday(h, 5))}`,
      `Manual handling of ${staff.firstName} Test expires on ${formatCalendarDate(dayFromToday(h, 5))}`,
    ]);
  });
});
