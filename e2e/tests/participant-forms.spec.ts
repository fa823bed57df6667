import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { ownerApi, stamp } from './shift-day-setup.ts';

/** Draws a stroke across the signature pad of the open dialog. */
async function drawSignature(page: Page) {
  const pad = page.getByLabel('Signature drawing pad');
  const box = await pad.boundingBox();
  if (!box) {
    throw new Error('no signature pad');
  }
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(
      box.x + box.width * (0.15 + i * 0.05),
      box.y + box.height * (0.6 - 0.2 * Math.sin(i)),
      {
        steps: 3,
      },
    );
  }
  await page.mouse.up();
}

/** A new client who signs in to their portal: their record and their sign-in, both made by the office. */
async function newClientWithSignIn(request: APIRequestContext) {
  const api = await ownerApi(request);
  // Names take letters only: the stamp's digits become letters.
  const firstName = `Forms${stamp().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
  const email = `${firstName.toLowerCase()}@example.com.au`;
  const { profileId } = await api.form<{ profileId: string }>('/api/Profiles/add_client', {
    firstName,
    surName: 'Client',
    email,
    phoneNumber: '0412 000 888',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    ndisNo: '431000888',
  });
  // Clients sign in once the office adds their sign-in on Users (linked to the record by e-mail).
  await api.post('/api/Account/add_user', {
    firstName,
    lastName: 'Client',
    email,
    phoneNumber: '0412000888',
    role: 'Client',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
  });
  return { clientId: profileId, firstName, fullName: `${firstName} Client`, email };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator fills and signs a service agreement for a new client, the participant signs it in their portal, the PDF holds both', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a form of many fields, two signatures and a PDF: more than one page's default.
  test.setTimeout(120_000);
  const client = await newClientWithSignIn(request);

  // The office opens the agreement from the new client's Documents tab: prefilled from the record.
  await signIn(page, 'admin@harbourside.demo');
  await page.goto(`/app/user/clients/${client.clientId}/${client.firstName}?tab=Documents`);
  const required = page.getByRole('region', { name: 'Required', exact: true });
  await expect(
    page
      .getByRole('region', { name: 'Less Required' })
      .getByRole('link', { name: 'Incident Report', exact: true }),
  ).toBeVisible();
  await required.getByRole('link', { name: 'Service Agreement', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/participant/service-agreement/${client.clientId}$`));
  await expect(page.getByRole('heading', { name: 'Service Agreement' })).toBeVisible();
  await expect(page.getByLabel('Participant name')).toHaveValue(client.fullName);
  await expect(page.getByLabel('NDIS number')).toHaveValue('431000888');

  // What a new client's agreement still needs: who took part, the signatory, the funding and a support.
  await choose(page, 'Participant involvement', 'Participant and supporter');
  await page.getByLabel("Provider's signatory and position").fill('Grace Harding, Operations Manager');
  await choose(page, 'Funding type', 'Plan-managed');
  await page.getByRole('button', { name: 'Add supports row' }).click();
  await page.getByLabel('Item number').fill('04_104_0125_6_1');
  await page
    .getByRole('textbox', { name: 'Support', exact: true })
    .fill('Access Community Social and Rec Activ - Standard - Weekday Daytime');
  await page.getByLabel('Schedule / frequency').fill('Monday and Thursday');
  await page.getByLabel('Quantity').fill('4');
  await page.getByLabel('Unit price ($)').fill('70.23');
  await page
    .getByLabel('Payment and invoicing')
    .fill('Invoices to the plan manager monthly; payment within 14 days.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${client.fullName} · version 1`)).toBeVisible();
  await expect(page.getByText('awaiting signatures', { exact: true }).first()).toBeVisible();

  // The provider signs on the pad.
  await page.getByRole('button', { name: "Sign as provider's representative" }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Grace Harding');
  await dialog.getByLabel('Position').fill('Operations Manager');
  await drawSignature(page);
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Grace Harding · Provider's representative, Operations Manager")).toBeVisible();

  // The participant signs in their own portal, on a phone.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, client.email);
  const toSign = phone.getByRole('region', { name: 'Forms to sign' });
  await expect(toSign.getByText('Service Agreement')).toBeVisible();
  await toSign.getByRole('link', { name: 'Read and sign' }).first().click();
  await expect(phone.getByRole('heading', { name: 'Service Agreement' })).toBeVisible();
  await expect(
    phone.getByText('Invoices to the plan manager monthly; payment within 14 days.'),
  ).toBeVisible();
  await phone.getByRole('button', { name: /^Sign as participant/ }).click();
  const own = phone.getByRole('dialog');
  await expect(own.getByLabel('Name')).toHaveValue(client.fullName);
  await drawSignature(phone);
  await own.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(own).toBeHidden();
  await expect(phone.getByText('signed', { exact: true }).first()).toBeVisible();
  await phone.close();

  // The office sees it signed, and the PDF names the company, the participant, the support and both signatures.
  await page.reload();
  await expect(page.getByText('signed', { exact: true }).first()).toBeVisible();
  const login = await request.post('/api/Account/login', {
    data: { email: client.email, password: DEMO_PASSWORD },
  });
  const clientToken = ((await login.json()) as { token: string }).token;
  const form = await request.get(
    `/api/NDISForms/get_ndisform_info?clientId=${client.clientId}&name=service-agreement`,
    { headers: { Authorization: `Bearer ${clientToken}` } },
  );
  const { formId } = (await form.json()) as { formId: string };
  const pdf = await request.get(`/api/ParticipantForms/pdf/${formId}`, {
    headers: { Authorization: `Bearer ${clientToken}` },
  });
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
  for (const expected of [
    'Harbourside Care Services',
    'ABN 53 004 085 616',
    'Service Agreement',
    client.fullName,
    '04_104_0125_6_1',
    '$70.23',
    "Signed by Grace Harding (Provider's representative, Operations Manager)",
    `Signed by ${client.fullName} (Participant)`,
    'Invoices to the plan manager monthly',
  ]) {
    expect(text).toContain(expected);
  }
});
