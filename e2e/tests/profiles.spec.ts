import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

interface ClientRow {
  profileId: string;
  firstName: string;
  fullName: string;
  isActive: boolean;
  clientId: string | null;
}

/** A seeded, active client found through the API with the administrator's token. */
async function seededClient(page: Page): Promise<ClientRow> {
  const login = await page.request.post('/api/Account/login', {
    data: { email: 'admin@harbourside.demo', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const reply = await page.request.get('/api/Profiles', { headers: { Authorization: `Bearer ${token}` } });
  const clients = (await reply.json()) as ClientRow[];
  const client = clients.find((c) => c.isActive && c.fullName !== 'Margaret Collins');
  if (!client) {
    throw new Error('The demo company has no active client');
  }
  return client;
}

/** A 640x480 PNG drawn in the browser, written to a temporary file. */
async function makePng(page: Page): Promise<string> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = ctx.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#0b7285');
    gradient.addColorStop(1, '#f08c00');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(320, 200, 90, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  const file = join(tmpdir(), `profile-photo-${Date.now()}.png`);
  await writeFile(file, Buffer.from(dataUrl.split(',')[1] as string, 'base64'));
  return file;
}

/** Waits until an image has really loaded from the server (not just been put in the page). */
async function expectLoaded(page: Page, alt: string): Promise<string> {
  const img = page.getByAltText(alt);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return (await img.getAttribute('src')) ?? '';
}

test('an administrator edits, (de)activates and photographs a client', async ({ page }) => {
  // A long journey (edits, reloads, status changes, two photos): past the 30 s default on a busy CI machine.
  test.setTimeout(90_000);
  await signIn(page, 'admin@harbourside.demo');
  await expect(page).toHaveURL('/app/dashboard');
  const client = await seededClient(page);
  await page.goto(`/app/user/clients/${client.profileId}/${encodeURIComponent(client.firstName)}`);
  await expect(page.getByRole('heading', { name: 'Client', exact: true })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: client.fullName })).toBeVisible();

  // Personal Information: phone and suburb, still there after a reload.
  await page.getByRole('button', { name: 'Edit Personal Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Personal Information' });
  await dialog.getByLabel('Phone number').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Required Field')).toBeVisible();
  await dialog.getByLabel('Phone number').fill('0400 123 987');
  await dialog.getByLabel('Suburb').fill('Marrickville');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${client.fullName}'s profile was updated.`)).toBeVisible();
  await page.reload();
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByText('Marrickville')).toBeVisible();
  // Shown grouped for reading, as every phone number in the product.
  await expect(personal.getByText('0400 123 987')).toBeVisible();

  // Deactivate with the confirmation, see Inactive; then activate again.
  await page.getByRole('button', { name: 'Deactivate Client' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Client' });
  await expect(confirm.getByRole('button', { name: 'No, cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(profile.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate Client' }).click();
  await page
    .getByRole('dialog', { name: 'Activate Client' })
    .getByRole('button', { name: "Yes, I'm sure" })
    .click();
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate Client' })).toBeVisible();

  // Upload a PNG, zoom in with the slider, save: the new photo shows.
  const png = await makePng(page);
  await profile.getByRole('button', { name: 'Upload Photo' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Photo' });
  await upload.locator('input[type="file"]').setInputFiles(png);
  const zoom = upload.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveAttribute('aria-valuenow', '1');
  await zoom.focus();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
  await upload.getByRole('button', { name: 'Save photo' }).click();
  await expect(upload).toBeHidden();
  const src = await expectLoaded(page, `Photo of ${client.fullName}`);
  expect(src).toMatch(/^\/api\/Files\/[0-9a-f-]{36}$/);

  // The photo opens larger.
  await profile.getByRole('button', { name: `Show ${client.fullName}'s photo larger` }).click();
  await expectLoaded(page, `Photo of ${client.fullName}, enlarged`);
});

test('a staff member draws a signature on their own profile and it shows', async ({ page }) => {
  await signIn(page, 'staff@harbourside.demo');
  await expect(page).toHaveURL('/app/staff/dashboard');
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL('/app/staff/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const name = (await page.getByRole('region', { name: 'Profile' }).getByRole('heading').textContent()) ?? '';

  await page.getByRole('button', { name: 'Add signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add signature' });
  await dialog.getByRole('button', { name: 'Save signature' }).click();
  await expect(dialog.getByText('Please draw a signature before saving.')).toBeVisible();

  const pad = dialog.getByLabel('Signature drawing pad');
  const box = await pad.boundingBox();
  if (!box) {
    throw new Error('The drawing pad is not on screen');
  }
  await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(box.x + 40 + i * 14, box.y + box.height * (0.6 + 0.2 * Math.sin(i / 2)), {
      steps: 2,
    });
  }
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Save signature' }).click();
  await expect(dialog).toBeHidden();

  const signature = page.getByRole('region', { name: 'Signature' });
  const src = await expectLoaded(page, `Signature of ${name}`);
  expect(src).toMatch(/^\/api\/Files\//);
  await expect(signature.getByRole('button', { name: 'Change signature' })).toBeVisible();
  await page.reload();
  await expectLoaded(page, `Signature of ${name}`);
});
