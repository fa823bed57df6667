import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeOwnContexts, signIn } from './helpers.ts';

// Chloe Papadopoulos is a seeded, active staff member with no privileges; no other spec signs in as her.
const STAFF_NAME = 'Chloe Papadopoulos';
const STAFF_EMAIL = 'chloe.papadopoulos@harbourside.demo';
// An active, audit-approved seeded client that no other spec edits.
const CLIENT_NAME = 'Leila Haddad';
const FORBIDDEN = "You don't have permission to perform this action.";

/** Letters only, different on every run. */
const uniqueLetters = () =>
  Date.now()
    .toString(26)
    .slice(-6)
    .replace(/[0-9]/g, (d) => String.fromCharCode(0x61 + Number(d)));

/** Signs in and waits until the app has taken the user to their home page. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

/** A signed-in page in a browser context of its own. */
async function openAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email);
  return page;
}

/** The bearer token the app keeps in the `token` cookie. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) {
    throw new Error('The app has not stored a token cookie');
  }
  return decodeURIComponent(cookie.value);
}

test.afterEach(closeOwnContexts);

test("a CompanyAdmin grants 'Edit Client' to a staff member, who edits a client but cannot (de)activate them", async ({
  browser,
}) => {
  // Two people take turns: more steps than one page's test.
  test.setTimeout(120_000);
  const suburb = `Claimsvale ${uniqueLetters()}`;
  const digits = String(Date.now()).slice(-6);
  const phone = `0411${digits}`;
  // How the card shows it: grouped for reading.
  const shownPhone = `0411 ${digits.slice(0, 3)} ${digits.slice(3)}`;

  // The owner finds the staff member on the Users screen and opens their privileges.
  const owner = await openAs(browser, 'owner@harbourside.demo');
  await owner.goto('/app/user/all-user');
  await expect(owner.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await owner.getByRole('searchbox', { name: 'Search by name, email or role' }).fill(STAFF_EMAIL);
  await owner.getByRole('link', { name: STAFF_NAME, exact: true }).click();
  await expect(owner).toHaveURL(/\/app\/user\/claims\/[0-9a-f-]{36}$/);
  await expect(owner.getByRole('heading', { name: 'Manage User Privileges' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: `User Claims for ${STAFF_EMAIL}` })).toBeVisible();

  // They do not hold 'Edit Client' yet; the owner grants it and saves.
  const editClient = owner.getByRole('checkbox', { name: 'Edit Client', exact: true });
  await expect(editClient).not.toBeChecked();
  await editClient.check();
  const save = owner.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();
  await owner.reload();
  await expect(owner.getByRole('heading', { name: `User Claims for ${STAFF_EMAIL}` })).toBeVisible();
  await expect(owner.getByRole('checkbox', { name: 'Edit Client', exact: true })).toBeChecked();
  await owner.context().close();

  // The staff member signs in afterwards and opens the client from the Clients list.
  const staff = await openAs(browser, STAFF_EMAIL);
  await staff.goto('/app/user/clients');
  await staff.getByRole('searchbox', { name: 'Search by full name or email' }).fill(CLIENT_NAME);
  await staff.getByRole('link', { name: CLIENT_NAME, exact: true }).click();
  await expect(staff).toHaveURL(/\/app\/user\/clients\/[0-9a-f-]{36}\/Leila$/);
  const profileId = new URL(staff.url()).pathname.split('/')[4] as string;
  await expect(staff.getByRole('heading', { name: 'Client', exact: true })).toBeVisible();
  const profile = staff.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: CLIENT_NAME })).toBeVisible();

  // They edit the Personal Information: the new phone number and suburb show, and stay after a reload.
  await staff.getByRole('button', { name: 'Edit Personal Information' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Edit Personal Information' });
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('Suburb').fill(suburb);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText(`${CLIENT_NAME}'s profile was updated.`)).toBeVisible();
  const personal = staff.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByText(suburb)).toBeVisible();
  await expect(personal.getByText(shownPhone)).toBeVisible();
  await staff.reload();
  await expect(personal.getByText(suburb)).toBeVisible();
  await expect(personal.getByText(shownPhone)).toBeVisible();

  // 'Edit Client' does not let them activate or deactivate the client: no button…
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Deactivate Client' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Activate Client' })).toHaveCount(0);

  // …and the server refuses the calls themselves with 403 and leaves the client active.
  const headers = { Authorization: `Bearer ${await tokenOf(staff)}` };
  for (const call of ['deactivate_client', 'activate_client']) {
    const reply = await staff.request.get(`/api/Profiles/${call}`, {
      params: { clientid: profileId },
      headers,
    });
    expect(reply.status(), call).toBe(403);
    expect(await reply.json()).toMatchObject({ status: 'Error', message: FORBIDDEN });
  }
  const record = await staff.request.get(`/api/Profiles/${profileId}`, { headers });
  expect(record.status()).toBe(200);
  expect(await record.json()).toMatchObject({ profileId, isActive: true, suburb });
  await staff.context().close();
});
