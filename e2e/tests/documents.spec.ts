import { expect, test } from '@playwright/test';
import {
  dayInMonthsAhead,
  dayOf,
  documentRow,
  openAs,
  openStaffProfile,
  POLICE_CHECK,
  pdfFile,
  pickDate,
  rowAction,
  serverNow,
  shown,
  signInAs,
  unique,
  ZONE,
} from './documents-helpers.ts';

// The company's days run in Sydney (ZONE): pick dates in the same zone, so "today" is today for the
// server too.
test.use({ timezoneId: ZONE });

test('a staff member uploads their police check; it is rejected with a reason, uploaded again and accepted', async ({
  browser,
  request,
}) => {
  // Two people take turns through the whole review cycle: more steps than one page's test.
  test.setTimeout(120_000);
  const now = await serverNow(request);
  const today = dayOf(now);
  const expiry = dayInMonthsAhead(today, 1, 15);
  // Tane Wiremu has no documents in the demo seed (only the first three staff have).
  const staffName = 'Tane Wiremu';
  const reason = `The photo page is blurred (${unique()}): please scan it again.`;
  const staff = await openAs(browser, 'tane.wiremu@harbourside.demo', now);
  const admin = await openAs(browser, 'admin@harbourside.demo', now);

  // The staff member uploads the required police check from their own documents page.
  await staff.goto('/app/staff/document');
  await expect(staff.getByRole('heading', { name: 'My Documents' })).toBeVisible();
  const mine = documentRow(staff, 'Required', POLICE_CHECK);
  await expect(mine).toContainText('Not Available');
  await mine.getByRole('button', { name: `Upload ${POLICE_CHECK}`, exact: true }).click();
  const upload = staff.getByRole('dialog', { name: `Upload ${POLICE_CHECK}` });
  const name = upload.getByLabel('Document name');
  await expect(name).toHaveValue(POLICE_CHECK);
  await expect(name).toHaveAttribute('readonly', '');
  await pickDate(staff, upload, 'Implementation date', today);
  await pickDate(staff, upload, 'Expiration date', expiry);
  await upload.getByLabel('Document file').setInputFiles(pdfFile('police-check.pdf'));
  await expect(upload.getByText('police-check.pdf')).toBeVisible();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText(shown(expiry));

  // An administrator rejects it from the staff review screen; a blank reason is refused.
  await admin.goto('/app/document/staff');
  await expect(admin.getByRole('heading', { name: 'Staff Documents' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search by name or document' }).fill(staffName);
  const review = admin.getByRole('row').filter({ hasText: staffName }).filter({ hasText: POLICE_CHECK });
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Pending');
  await rowAction(admin, review, POLICE_CHECK, 'Reject');
  const reject = admin.getByRole('dialog', { name: `Reject ${POLICE_CHECK}` });
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await expect(reject.getByText('provide valid reason')).toBeVisible();
  await reject.getByLabel('Reason').fill(reason);
  const deadline = dayInMonthsAhead(today, 1, 20);
  await pickDate(admin, reject, 'New deadline', deadline);
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await expect(reject).toBeHidden();
  await expect(review).toContainText('Rejected');

  // The staff member sees Rejected and why, and uploads a new copy: Pending again.
  await staff.reload();
  await expect(mine).toContainText('Rejected');
  const notice = staff.getByRole('alert').filter({ hasText: 'Needs a new copy' });
  await expect(notice).toContainText(`${POLICE_CHECK} was rejected: ${reason}`);
  await expect(notice).toContainText(`Please upload a new copy by ${shown(deadline)}.`);
  await notice.getByRole('button', { name: 'Upload new copy' }).click();
  const edit = staff.getByRole('dialog', { name: `Edit ${POLICE_CHECK}` });
  await expect(edit.getByText(reason)).toBeVisible();
  await edit.getByLabel('Document file').setInputFiles(pdfFile('police-check-new.pdf'));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(mine).toContainText('Pending');
  await expect(notice).toBeHidden();

  // The administrator accepts it from the staff member's profile, after a confirmation.
  await openStaffProfile(admin, staffName);
  const onProfile = documentRow(admin, 'Required', POLICE_CHECK);
  await expect(onProfile).toContainText('Pending');
  await rowAction(admin, onProfile, POLICE_CHECK, 'Accept');
  const accept = admin.getByRole('dialog', { name: `Accept ${POLICE_CHECK}` });
  await expect(accept).toContainText(`Accept ${POLICE_CHECK} of ${staffName}?`);
  await accept.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(accept).toBeHidden();
  await expect(onProfile).toContainText('Accepted');

  await staff.reload();
  await expect(mine).toContainText('Accepted');
  await expect(staff.getByRole('alert').filter({ hasText: 'Needs a new copy' })).toHaveCount(0);
  await Promise.all([staff.context().close(), admin.context().close()]);
});

test('an auditor sees the staff documents but cannot accept, reject, archive or delete them', async ({
  page,
}) => {
  await signInAs(page, 'auditor@harbourside.demo');
  await page.goto('/app/document/staff');
  await expect(page.getByRole('heading', { name: 'Staff Documents' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^View / }) })
    .first();
  await expect(row.getByRole('button', { name: /^View / })).toBeVisible();

  const forbidden = ['Accept', 'Reject', 'Archive', 'Delete'];
  // An auditor may take none of the row actions, so no row has a "More actions" menu at all: none
  // offers Accept, Reject, Archive or Delete.
  await expect(page.getByRole('button', { name: /^More actions for / })).toHaveCount(0);
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  // The expanded row repeats the actions as buttons: only View.
  await row.getByRole('button', { name: 'Show details' }).click();
  const details = page.locator('.care-row-expansion').first();
  await expect(details.getByRole('button', { name: 'View', exact: true })).toBeVisible();
  for (const item of forbidden) {
    await expect(details.getByRole('button', { name: item, exact: true })).toHaveCount(0);
  }
});

test('a client gives the consent an administrator asked for', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const now = await serverNow(request);
  const clientName = 'Margaret Collins'; // client@harbourside.demo
  const docName = `Care Plan Review ${unique()}`;
  const admin = await openAs(browser, 'admin@harbourside.demo', now);
  const client = await openAs(browser, 'client@harbourside.demo', now);

  // The administrator uploads a document for the client and asks for their consent.
  await admin.goto('/app/user/clients');
  await admin.getByRole('searchbox', { name: 'Search by full name or email' }).fill(clientName);
  await admin.getByRole('link', { name: clientName, exact: true }).click();
  await expect(admin.getByRole('heading', { name: `${clientName} Documents` })).toBeVisible();
  await admin.getByRole('button', { name: 'Upload Other Document' }).click();
  const upload = admin.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByLabel('Document name').fill(docName);
  await pickDate(admin, upload, 'Implementation date', dayOf(now));
  await upload.getByLabel('Document file').setInputFiles(pdfFile('care-plan-review.pdf'));
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  const row = documentRow(admin, 'Others', docName);
  await expect(row).toContainText('Pending');
  await rowAction(admin, row, docName, 'Request client consent');
  const ask = admin.getByRole('dialog', { name: 'Request client consent' });
  await expect(ask).toContainText(`Ask ${clientName} to consent to ${docName}?`);
  await ask.getByRole('button', { name: 'Yes, ask' }).click();
  await expect(ask).toBeHidden();
  await row.getByRole('button', { name: 'Show details' }).click();
  await expect(admin.getByText('Waiting for the client’s consent')).toBeVisible();

  // The client finds it waiting for their consent and gives it.
  await client.goto('/app/client/profile?tab=Documents');
  const waiting = client.getByRole('alert').filter({ hasText: 'Waiting for your consent' });
  const entry = waiting.getByText(docName, { exact: true }).locator('xpath=..');
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Give consent' }).click();
  const consent = client.getByRole('dialog', { name: `Consent to ${docName}` });
  await consent.getByRole('button', { name: 'Yes, I consent' }).click();
  await expect(consent).toBeHidden();
  await expect(client.getByRole('alert').getByText(docName, { exact: true })).toHaveCount(0);
  await expect(documentRow(client, 'Others', docName)).toBeVisible();

  // The administrator sees that the client has consented.
  await admin.reload();
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Show details' }).click();
  await expect(admin.getByText('The client has consented')).toBeVisible();
  await expect(row.getByRole('button', { name: `More actions for ${docName}` })).toBeVisible();
  await row.getByRole('button', { name: `More actions for ${docName}` }).click();
  await expect(admin.getByRole('menuitem', { name: 'Request client consent' })).toHaveCount(0);
  await Promise.all([admin.context().close(), client.context().close()]);
});

test('a text file renamed to .pdf is refused by the server and nothing is added', async ({
  page,
  request,
}) => {
  // Daniel Costa has no documents in the demo seed.
  const docName = 'Current First Aid Certificate';
  const now = await serverNow(request);
  await page.clock.setFixedTime(now);
  await signInAs(page, 'daniel.costa@harbourside.demo');
  await page.goto('/app/staff/document');
  const row = documentRow(page, 'Required', docName);
  await expect(row).toContainText('Not Available');
  await row.getByRole('button', { name: `Upload ${docName}`, exact: true }).click();
  const upload = page.getByRole('dialog', { name: `Upload ${docName}` });
  await pickDate(page, upload, 'Implementation date', dayOf(now));
  await upload.getByLabel('Document file').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is only text, whatever the name says.\n', 'utf8'),
  });
  await expect(upload.getByText('fake.pdf')).toBeVisible();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('The file must be a .pdf, .doc or .docx document')).toBeVisible();
  await expect(upload.getByRole('alert')).toContainText('Please check the fields marked in red.');
  await expect(upload).toBeVisible();
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await expect(upload).toBeHidden();

  await page.reload();
  await expect(row).toContainText('Not Available');
  await expect(page.getByText('Nothing has been uploaded yet.')).toBeVisible();
});
