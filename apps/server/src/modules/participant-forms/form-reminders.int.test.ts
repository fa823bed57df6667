import { formatCalendarDate } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../../../test/documents.ts';
import { insertProfile } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { sendExpiryAlerts } from '../../expiry-alerts.ts';
import { agreementValues, get, post, SIGN, saveForm, signBody } from './participant-forms.test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;
const REMINDERS = '/api/ParticipantForms/review_reminders';

/** The daily expiry check `days` after the test clock's now (the clock itself is shared, so not moved). */
const runCheck = (h: Harness, days = 0) =>
  sendExpiryAlerts(h.database, { mailTransport: null }, new Date(h.clock.now().getTime() + days * DAY));

const subjects = async (h: Harness, email: string) => (await mailsTo(h, email)).map((m) => m.subject).sort();

/** A complete service agreement whose term (and so its review) ends `endsIn` days from today. */
async function agreementEnding(h: Harness, c: CompanyFixture, clientId: string, endsIn: number) {
  const start = dayFromToday(h, endsIn - 300);
  return saveForm(
    h,
    c.users.Administrator.token,
    clientId,
    'service-agreement',
    agreementValues({ effectiveDate: start, termStart: start, termEnd: dayFromToday(h, endsIn) }),
  );
}

/** A company with a form due for review in 20 days, one overdue, one due in 40 days, an inactive client's overdue one and a draft. */
async function remindersCompany(h: Harness) {
  const c = await createCompany(h);
  const due = await insertProfile(h, c.companyId);
  const overdue = await insertProfile(h, c.companyId);
  const later = await insertProfile(h, c.companyId);
  const inactive = await insertProfile(h, c.companyId, { isActive: false });
  const draft = await insertProfile(h, c.companyId);
  const dueForm = await agreementEnding(h, c, due.id, 20);
  const overdueForm = await agreementEnding(h, c, overdue.id, -3);
  await agreementEnding(h, c, later.id, 40);
  await agreementEnding(h, c, inactive.id, -3);
  await saveForm(h, c.users.Administrator.token, draft.id, 'service-agreement', {
    effectiveDate: dayFromToday(h, -400),
    termEnd: dayFromToday(h, -3),
  });
  return { c, due, overdue, later, dueForm, overdueForm };
}

describe('GET /api/ParticipantForms/review_reminders (the office dashboard)', () => {
  it('lists the forms due for review within 30 days and the overdue ones, overdue first', async () => {
    const h = await harness();
    const { c, due, overdue, dueForm, overdueForm } = await remindersCompany(h);
    const res = await get(h, REMINDERS, c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        formId: overdueForm.formId,
        clientId: overdue.id,
        clientName: `${overdue.firstName} Test`,
        slug: 'service-agreement',
        name: 'Service Agreement',
        reviewDate: dayFromToday(h, -3),
        daysLeft: -3,
        status: 'overdue',
      }),
      expect.objectContaining({
        formId: dueForm.formId,
        clientId: due.id,
        reviewDate: dayFromToday(h, 20),
        daysLeft: 20,
        status: 'due for review',
      }),
    ]);
  });

  it('a new version made at the review takes the old one off the list', async () => {
    const h = await harness();
    const { c, overdue, overdueForm } = await remindersCompany(h);
    await post(h, SIGN, c.users.Administrator.token, signBody(overdue.id, overdueForm.formId, 'provider'));
    await agreementEnding(h, c, overdue.id, 365);
    const list = (await get(h, REMINDERS, c.users.Administrator.token)).json();
    expect(list.map((r: { clientId: string }) => r.clientId)).not.toContain(overdue.id);
    expect(list).toHaveLength(1);
  });

  it('is the office’s: other roles are refused, another company sees none of these', async () => {
    const h = await harness();
    const { c } = await remindersCompany(h);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, REMINDERS, c.users[role].token)).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    expect((await get(h, REMINDERS, other.users.CompanyAdmin.token)).json()).toEqual([]);
  });
});

describe('form review reminders in the daily expiry mail', () => {
  it('mails each administrator once when a form falls due for review and once when it is overdue', async () => {
    const h = await harness();
    const { c, due, overdue, later } = await remindersCompany(h);
    const dueSubject = `Service Agreement of ${due.firstName} Test is due for review by ${formatCalendarDate(dayFromToday(h, 20))}`;
    const overdueSubject = `Service Agreement of ${overdue.firstName} Test is overdue for review`;
    const dueLater = `Service Agreement of ${due.firstName} Test is overdue for review`;
    const laterDue = `Service Agreement of ${later.firstName} Test is due for review by ${formatCalendarDate(dayFromToday(h, 40))}`;

    await runCheck(h);
    for (const admin of [c.users.CompanyAdmin, c.users.Administrator]) {
      expect(await subjects(h, admin.email)).toEqual([dueSubject, overdueSubject].sort());
    }
    const [mail] = (await mailsTo(h, c.users.Administrator.email)).filter(
      (m) => m.subject === overdueSubject,
    );
    expect(mail?.bodyText).toContain(
      `was due for review on ${formatCalendarDate(dayFromToday(h, -3))}. Please review it with the participant`,
    );
    // Not mailed twice: the next day's run sends nothing new.
    await runCheck(h, 1);
    expect(await subjects(h, c.users.Administrator.email)).toEqual([dueSubject, overdueSubject].sort());
    // The due one, once past its review date, is mailed once more as overdue; the one 40 days out
    // is now within 30 days.
    await runCheck(h, 21);
    await runCheck(h, 22);
    expect(await subjects(h, c.users.Administrator.email)).toEqual(
      [dueSubject, dueLater, laterDue, overdueSubject].sort(),
    );
    // Nobody but the company's administrators is mailed.
    expect(await subjects(h, c.users.Staff.email)).toEqual([]);
    expect(await subjects(h, c.users.Client.email)).toEqual([]);
  });
});
