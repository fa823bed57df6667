import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

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

test('an administrator fills and signs a service agreement, the participant signs it in their portal, the PDF holds both', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a form of many fields, two signatures and a PDF: more than one page's default.
  test.setTimeout(120_000);
  // The demo client's own record (client@harbourside.demo signs in as Margaret Collins).
  const login = await request.post('/api/Account/login', {
    data: { email: 'client@harbourside.demo', password: DEMO_PASSWORD },
  });
  const clientToken = ((await login.json()) as { token: string }).token;
  const mine = await request.get('/api/Documents/my_documents', {
    headers: { Authorization: `Bearer ${clientToken}` },
  });
  const clientId = ((await mine.json()) as { ownerId: string }).ownerId;

  // The office opens the agreement from the client's Documents tab: prefilled, and edits the term.
  await signIn(page, 'admin@harbourside.demo');
  await page.goto(`/app/user/clients/${clientId}/Margaret?tab=Documents`);
  const required = page.getByRole('region', { name: 'Required', exact: true });
  await expect(required.getByRole('link', { name: 'Service Agreement', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Less Required' })
      .getByRole('link', { name: 'Incident Report', exact: true }),
  ).toBeVisible();
  await required.getByRole('link', { name: 'Service Agreement', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/participant/service-agreement/${clientId}$`));
  await expect(page.getByRole('heading', { name: 'Service Agreement' })).toBeVisible();
  const payment = page.getByLabel('Payment and invoicing');
  await payment.fill('Invoices to the plan manager monthly; payment within 14 days.');
  const saveButton = page.getByRole('button', { name: /^Save( as new version)?$/ });
  await saveButton.click();
  // The seed's version 1 carries the office's signature, so the edit is saved as a new version.
  await expect(page.getByText(/Margaret Collins · version [2-9]/)).toBeVisible();

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
  await signIn(phone, 'client@harbourside.demo');
  await expect(phone.getByRole('region', { name: 'Forms to sign' })).toBeVisible();
  await phone
    .getByRole('region', { name: 'Forms to sign' })
    .getByRole('link', { name: 'Read and sign' })
    .first()
    .click();
  await expect(phone.getByRole('heading', { name: 'Service Agreement' })).toBeVisible();
  await expect(
    phone.getByText('Invoices to the plan manager monthly; payment within 14 days.'),
  ).toBeVisible();
  await phone.getByRole('button', { name: /^Sign as participant/ }).click();
  const own = phone.getByRole('dialog');
  await expect(own.getByLabel('Name')).not.toHaveValue('');
  await drawSignature(phone);
  await own.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(own).toBeHidden();
  await expect(phone.getByText('signed', { exact: true }).first()).toBeVisible();
  await phone.close();

  // The PDF names the company, the participant and both signatures.
  await page.reload();
  await expect(page.getByText('signed', { exact: true }).first()).toBeVisible();
  const form = await request.get(
    `/api/NDISForms/get_ndisform_info?clientId=${clientId}&name=service-agreement`,
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
    'Service Agreement',
    'Margaret Collins',
    "Signed by Grace Harding (Provider's representative, Operations Manager)",
    'Signed by Margaret Collins (Participant)',
    'Invoices to the plan manager monthly',
  ]) {
    expect(text).toContain(expected);
  }
});
