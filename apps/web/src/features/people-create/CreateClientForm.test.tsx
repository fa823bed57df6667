import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { pickDate } from '../../test/pick-date.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CreateClientForm } from './CreateClientForm.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

// Typing without a pause between keys: these forms are long and the picks go through calendars.
const user = userEvent.setup({ delay: null });
const SLOW = 20_000;

async function fillValid(ndis = '430 123 456') {
  await user.type(screen.getByLabelText(/First name/), 'Mia');
  await user.type(screen.getByLabelText(/Last name/), 'Nguyen');
  await user.type(screen.getByLabelText(/Email/), 'mia.nguyen@example.com');
  await user.type(screen.getByLabelText(/Phone/), '0412 345 678');
  await pickDate(user, 'Agreement start date', '2026-11-10');
  await pickDate(user, 'Agreement end date', '2026-11-20');
  if (ndis) {
    await user.type(screen.getByLabelText(/NDIS number/), ndis);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create client' }));

describe('the new client form', () => {
  beforeEach(() => {
    startSession(loginReplyFor('CompanyAdmin'));
  });

  it("says 'Marked Fields must be filled' and marks each empty required field", async () => {
    const { calls } = stubApi({});
    renderWithProviders(<CreateClientForm onCreated={vi.fn()} onCancel={vi.fn()} />);
    await submit();
    expect(await screen.findByText('Marked Fields must be filled')).toBeTruthy();
    // First, last, phone, both agreement dates and the NDIS number; the e-mail is optional.
    expect(screen.getAllByText('Required Field')).toHaveLength(6);
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(screen.getByText('Optional: needed to invite them to the portal')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it(
    'creates a participant with no e-mail (issue 40 item 5)',
    async () => {
      let body: Record<string, unknown> = {};
      stubApi({
        'POST /api/Profiles/add_client': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return json({ status: 'Success', message: 'Mia Nguyen was added.', profileId: 'p-9' });
        },
      });
      const onCreated = vi.fn();
      renderWithProviders(<CreateClientForm onCreated={onCreated} onCancel={vi.fn()} />);
      await fillValid();
      await user.clear(screen.getByLabelText(/Email/));
      await submit();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      expect(body.email ?? null).toBeNull();
    },
    SLOW,
  );

  it(
    'gives the domain messages for a bad e-mail and NDIS number, without the banner',
    async () => {
      stubApi({});
      renderWithProviders(<CreateClientForm onCreated={vi.fn()} onCancel={vi.fn()} />);
      await fillValid('12345');
      await user.clear(screen.getByLabelText(/Email/));
      await user.type(screen.getByLabelText(/Email/), 'mia@');
      await submit();
      expect(await screen.findByText('An NDIS number has 9 digits')).toBeTruthy();
      expect(screen.getByText('Enter a valid email address')).toBeTruthy();
      expect(screen.queryByText('Marked Fields must be filled')).toBeNull();
    },
    SLOW,
  );

  it(
    'sends the client as JSON and reports the new profile',
    async () => {
      let body: Record<string, unknown> = {};
      stubApi({
        'POST /api/Profiles/add_client': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return json({ status: 'Success', message: 'Mia Nguyen was added.', profileId: 'p-9' });
        },
      });
      const onCreated = vi.fn();
      renderWithProviders(<CreateClientForm onCreated={onCreated} onCancel={vi.fn()} />);
      await fillValid();
      await submit();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      expect(body).toMatchObject({
        firstName: 'Mia',
        surName: 'Nguyen',
        email: 'mia.nguyen@example.com',
        phoneNumber: '0412345678',
        ndisNo: '430 123 456',
      });
      expect(body.agreementStartDate).toBe('2026-11-10');
      expect(body.agreementEndDate).toBe('2026-11-20');
      expect(toastMocks.success).toHaveBeenCalledWith('Mia Nguyen was added.', undefined);
    },
    SLOW,
  );

  it(
    'a Support at Home client needs no NDIS number (issue 39 item 1)',
    async () => {
      let body: Record<string, unknown> = {};
      stubApi({
        'POST /api/Profiles/add_client': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return json({ status: 'Success', message: 'Mia Nguyen was added.', profileId: 'p-9' });
        },
      });
      const onCreated = vi.fn();
      renderWithProviders(<CreateClientForm onCreated={onCreated} onCancel={vi.fn()} />);
      await fillValid('');
      await user.selectOptions(screen.getByLabelText('Funded by'), 'Support at Home');
      await submit();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      expect(body).toMatchObject({ fundingProgram: 'SUPPORT_AT_HOME' });
      expect(body.ndisNo ?? null).toBeNull();
    },
    SLOW,
  );

  it(
    "shows the server's field message under the field",
    async () => {
      stubApi({
        'POST /api/Profiles/add_client': () =>
          json(
            {
              status: 'Error',
              message: 'A person with this email already exists.',
              errors: { email: 'A person with this email already exists.' },
            },
            400,
          ),
      });
      const onCreated = vi.fn();
      renderWithProviders(<CreateClientForm onCreated={onCreated} onCancel={vi.fn()} />);
      await fillValid();
      await submit();
      expect(await screen.findByText('A person with this email already exists.')).toBeTruthy();
      expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
      expect(onCreated).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'sends the address in parts and coordinates pasted as one text (no places service)',
    async () => {
      let body: Record<string, unknown> = {};
      stubApi({
        'GET /api/Places/suggest': () => json({ configured: false, suggestions: [] }),
        'POST /api/Profiles/add_client': (init) => {
          body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return json({ status: 'Success', message: 'Mia Nguyen was added.', profileId: 'p-9' });
        },
      });
      const onCreated = vi.fn();
      renderWithProviders(<CreateClientForm onCreated={onCreated} onCancel={vi.fn()} />);
      await fillValid();
      await user.type(screen.getByLabelText('Street address', { selector: 'input' }), '12 Ocean Road');
      await user.type(screen.getByLabelText('Suburb'), 'Manly');
      await user.click(screen.getByLabelText(/^State/, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: 'NSW', hidden: true }));
      await user.type(screen.getByLabelText('Postcode'), '2095');
      expect(screen.getByText(/No map position yet/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Find the address on Google Maps' }).getAttribute('href')).toBe(
        'https://www.google.com/maps/search/?api=1&query=12%20Ocean%20Road%2C%20Manly%2C%20NSW%202095',
      );
      await user.click(screen.getByLabelText('Latitude'));
      await user.paste('-33.7969, 151.2887');
      expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe('151.2887');
      expect(screen.getByText(/Located on the map/)).toBeTruthy();
      await submit();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      expect(body).toMatchObject({
        address: '12 Ocean Road',
        suburb: 'Manly',
        state: 'NSW',
        postcode: '2095',
        latitude: -33.7969,
        longitude: 151.2887,
      });
    },
    SLOW,
  );

  it(
    'refuses a short postcode and a swapped position before sending',
    async () => {
      const { calls } = stubApi({});
      renderWithProviders(<CreateClientForm onCreated={vi.fn()} onCancel={vi.fn()} />);
      await fillValid();
      await user.type(screen.getByLabelText('Postcode'), '209');
      await user.type(screen.getByLabelText('Latitude'), '151.2887');
      await user.type(screen.getByLabelText('Longitude'), '-33.7969');
      await submit();
      expect(await screen.findByText('An Australian postcode has 4 digits')).toBeTruthy();
      expect(screen.getByText(/A latitude in Australia is between/)).toBeTruthy();
      expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    },
    SLOW,
  );
});
