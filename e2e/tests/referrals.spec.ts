import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn as openSignIn } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

// One referral's journey (spec 1 §2.1, spec 2 §2, §4): sent on the public page by a support
// coordinator signed in (Refer a Client), accepted by an administrator, then seen by that coordinator
// in their own area. A referral is theirs only when they send it signed in: the e-mail typed in the
// form attributes nothing.
const stamp = Date.now().toString().slice(-6);
const letters = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
const PARTICIPANT = {
  firstName: 'Ivy',
  lastName: `Okafor${letters}`,
  email: `ivy.okafor.${stamp}@example.com.au`,
  ndisNo: `43${stamp}7`,
  address: `${Number(stamp.slice(-2)) + 1} Jacaranda Street`,
};
const FULL_NAME = `${PARTICIPANT.firstName} ${PARTICIPANT.lastName}`;
const PROVIDER_EMAIL = 'provider@harbourside.demo';
/** A demo client who was never referred by or assigned to the provider. */
const SOMEONE_ELSES_CLIENT = 'Alex Morgan';
/** A demo referral sent by another referrer. */
const SOMEONE_ELSES_REFERRAL = 'Patrick Nolan';

async function tokenFor(request: APIRequestContext, email: string) {
  const reply = await request.post('/api/Account/login', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { token: string; user: { companyId: string } };
}

async function referralOf(request: APIRequestContext, token: string) {
  const list = await request.get('/api/ClientReferrals/get_client_referrals', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = (await list.json()) as { clientReferralId: string; fullName: string; isAccepted: boolean }[];
  const row = rows.find((r) => r.fullName === FULL_NAME);
  expect(row, `the referral of ${FULL_NAME}`).toBeTruthy();
  return row as NonNullable<typeof row>;
}

/** Signs in and waits until the app has taken the user in. */
async function signIn(page: Page, email: string) {
  await openSignIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: false }).fill(value);
}

test.describe
  .serial('referrals', () => {
    test('a coordinator, signed in, refers a participant on the public page', async ({ page, request }) => {
      const { user } = await tokenFor(request, 'admin@harbourside.demo');
      await signIn(page, PROVIDER_EMAIL);
      await page.goto(`/referral/${user.companyId}`);
      await expect(page.getByRole('heading', { name: 'Harbourside Care Services' })).toBeVisible();

      // Sending it empty names what is missing.
      await page.getByRole('button', { name: 'Send referral' }).click();
      await expect(page.getByText('Choose at least one support')).toBeVisible();
      await expect(
        page.getByText('The participant’s consent to share this information is required'),
      ).toBeVisible();

      await fill(page, 'First name', PARTICIPANT.firstName);
      await fill(page, 'Last name', PARTICIPANT.lastName);
      await fill(page, 'Contact number', '0423 111 222');
      await fill(page, 'Participant’s email', PARTICIPANT.email);
      await fill(page, 'NDIS number', PARTICIPANT.ndisNo);
      await page.getByLabel('Plan management').selectOption('Plan Managed');
      await fill(page, 'Current residence', PARTICIPANT.address);
      await fill(page, 'Suburb', 'Parramatta');
      await fill(page, 'Your name', 'Tahlia Brennan');
      await fill(page, 'Organisation', 'Connect Support Coordination');
      await fill(page, 'Your email', PROVIDER_EMAIL);
      await fill(page, 'Your phone', '02 9123 4567');
      await page.getByLabel('Personal Care').check();
      await page.getByLabel('Community Access').check();
      await page.getByLabel(/agrees to share this information with Harbourside Care Services/).check();
      await fill(page, 'Consent given by', 'Participant');
      await page.getByRole('button', { name: 'Send referral' }).click();

      const received = page.getByRole('status').filter({ hasText: 'Referral received' });
      await expect(received.getByRole('heading', { name: 'Referral received' })).toBeVisible();
      await expect(received.getByText(FULL_NAME)).toBeVisible();
      await expect(received.getByText(PARTICIPANT.ndisNo)).toBeVisible();
      await expect(received.getByText('Community Access')).toBeVisible();
    });

    test('an administrator sees it Pending, accepts it, and the client is made from it', async ({
      page,
      request,
    }) => {
      await signIn(page, 'admin@harbourside.demo');
      await page.goto('/app/user/refferals');
      await page.getByPlaceholder('Search by name or NDIS number').fill(PARTICIPANT.lastName);
      const row = page.getByRole('row', { name: new RegExp(FULL_NAME) });
      await expect(row.getByText('Pending')).toBeVisible();

      await row.getByRole('button', { name: 'Show details' }).click();
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Are you sure you want to Accept this?', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Yes, accept' }).click();

      await expect(row.getByText('Accepted')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
      const profileLink = page.getByRole('link', { name: `Open ${PARTICIPANT.firstName}’s client profile` });
      await expect(profileLink).toHaveAttribute(
        'href',
        new RegExp(`^/app/user/clients/[0-9a-f-]{36}/${PARTICIPANT.firstName}$`),
      );

      // The new client carries the referral's data.
      const { token } = await tokenFor(request, 'admin@harbourside.demo');
      const clients = (await (
        await request.get('/api/Profiles', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        profileId: string;
        fullName: string;
        email: string;
        ndisNo: string;
        address: string;
        suburb: string;
      }[];
      const client = clients.find((c) => c.email === PARTICIPANT.email);
      expect(client).toMatchObject({
        fullName: FULL_NAME,
        ndisNo: PARTICIPANT.ndisNo,
        address: PARTICIPANT.address,
        suburb: 'Parramatta',
      });
      expect(await profileLink.getAttribute('href')).toBe(
        `/app/user/clients/${client?.profileId}/${PARTICIPANT.firstName}`,
      );
    });

    test('the referral PDF holds the referral, and the PDF action opens it in a new tab', async ({
      page,
      request,
    }) => {
      const { token } = await tokenFor(request, 'admin@harbourside.demo');
      const referral = await referralOf(request, token);
      const reply = await request.get(`/api/ClientReferrals/referral_pdf/${referral.clientReferralId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(reply.ok()).toBe(true);
      expect(reply.headers()['content-type']).toContain('application/pdf');
      const body = await reply.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(body).replace(/\s+/g, ' ');
      expect(text).toContain(FULL_NAME);
      expect(text).toContain(PARTICIPANT.ndisNo);
      expect(text).toContain(PARTICIPANT.address);
      expect(text).toContain('Personal Care, Community Access');
      expect(text).toContain('Tahlia Brennan');

      await signIn(page, 'admin@harbourside.demo');
      await page.goto('/app/user/refferals');
      await page.getByPlaceholder('Search by name or NDIS number').fill(PARTICIPANT.lastName);
      await page
        .getByRole('row', { name: new RegExp(FULL_NAME) })
        .getByRole('button', { name: 'Show details' })
        .click();
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'PDF' }).click(),
      ]);
      await expect(tab).toHaveURL(new RegExp(`/pdf/refferal-pdf/${referral.clientReferralId}$`), {
        timeout: 10_000,
      });
      await expect(tab.getByText(`Referral: ${FULL_NAME}`)).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Download' })).toBeVisible();
    });

    test('the coordinator sees the client as Accepted in My Clients, and no one else’s', async ({ page }) => {
      await signIn(page, PROVIDER_EMAIL);
      await page.goto('/app/provider');
      await expect(page).toHaveURL(/\/app\/provider\/clients$/);
      await expect(page.getByRole('heading', { name: 'My Clients' })).toBeVisible();

      const row = page.getByRole('row', { name: new RegExp(FULL_NAME) });
      await expect(row.getByText('Accepted')).toBeVisible();
      await expect(page.getByRole('row', { name: /Layla Hassan/ }).getByText('Pending')).toBeVisible();
      await expect(page.getByText(SOMEONE_ELSES_CLIENT)).toHaveCount(0);
      await expect(page.getByText(SOMEONE_ELSES_REFERRAL)).toHaveCount(0);

      // Their client's page, with the edit buttons the spec gives non-admins.
      await row.getByRole('link', { name: FULL_NAME }).click();
      await expect(page).toHaveURL(/\/app\/provider\/clients-profile\//);
      await expect(page.getByText(PARTICIPANT.address)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Personal Information' })).toBeVisible();
    });
  });
