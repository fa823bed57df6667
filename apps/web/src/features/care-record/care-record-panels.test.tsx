import type { AidsRow, ExpenditureRow, RepresentativeRow } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import {
  AidsPanel,
  AssistancesPanel,
  DailyActivitiesPanel,
  ExpenditurePanel,
  RepresentativesPanel,
} from './record-panels.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });
const PID = '4f6c1b9e-3c1d-4e8a-9a55-0a6f8a2f1c11';
const client = { profileId: PID, fullName: 'Margaret Collins', own: false };

const rep: RepresentativeRow = {
  representativeId: 'r-1',
  profileId: PID,
  fullName: 'Helen Collins',
  relationship: 'Daughter',
  homePhone: null,
  mobilePhone: '0412345678',
  email: 'helen@example.com.au',
  position: 'Nominee',
  address: '14 Wattle Street, Manly NSW 2095',
  organization: 'Family',
  dateCreated: '2026-11-01T00:00:00Z',
  dateModified: null,
};
const aid: AidsRow = {
  aidsId: 'a-1',
  profileId: PID,
  equipmentUsed: 'Shower chair',
  equipmentAssistance: true,
  requireStaffTraining: false,
  dateCreated: '2026-11-01T00:00:00Z',
  dateModified: null,
};
const spend = (receiptUrl: string | null): ExpenditureRow => ({
  participantExpenditureId: receiptUrl ? 'e-1' : 'e-2',
  profileId: PID,
  companyId: 'c-1',
  staffId: 's-1',
  staffName: 'Ava Nguyen',
  amountProvidedByParticipantCents: 8000,
  amountReturnedToParticipantCents: 1765,
  amountSpentCents: 6235,
  purchaseDate: '2026-11-20',
  purchasedItem: receiptUrl ? 'Groceries' : 'Bus fares',
  reasonIfNoReciept: receiptUrl ? null : 'No receipt printed',
  receiptUrl,
  dateCreated: '2026-11-20T00:00:00Z',
  dateModified: null,
});

const page = (panel: React.ReactNode) => () => (
  <>
    <h1>Client</h1>
    {panel}
  </>
);

describe('the care-record tabs', () => {
  beforeEach(() => setScreen(true));

  it("shows the daily activity dialog's 'Incomplete Request' at the fields and sends nothing", async () => {
    const { calls } = await renderPage('/app/c', page(<DailyActivitiesPanel client={client} />), {
      role: 'Administrator',
      api: { 'GET /api/ClientSchedules/get_client_schedule': () => json([]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add daily activity' });
    await user.click(within(dialog).getByRole('button', { name: 'Add activity' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Incomplete Request');
    expect(within(dialog).getAllByText('Incomplete Request').length).toBeGreaterThanOrEqual(4);
    expect(calls).not.toContain('POST /api/ClientSchedules/add_client_schedule');
  });

  it('gives each required representative field its message', async () => {
    await renderPage('/app/c', page(<RepresentativesPanel client={client} />), {
      role: 'Staff',
      api: { 'GET /api/Representatives/get_all': () => json([]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Representative' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Representative' });
    await user.click(within(dialog).getByRole('button', { name: 'Add representative' }));
    for (const message of [
      'Full Name is required',
      'Address is required',
      'Email is required',
      'Phone Number is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
  });

  it('checks the expenditure amounts and staff before sending', async () => {
    const { calls } = await renderPage('/app/c', page(<ExpenditurePanel client={client} />), {
      role: 'Administrator',
      api: {
        'GET /api/ParticipantExpenditures/get_client_expenditures': () => json([]),
        'GET /api/ParticipantExpenditures/staff_options': () =>
          json([{ staffId: 's-1', fullName: 'Ava Nguyen' }]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Expenditure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expenditure' });
    await user.type(within(dialog).getByLabelText(/Amount spent/), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Add expenditure' }));
    expect(await within(dialog).findByText('Select Staff')).toBeTruthy();
    expect(within(dialog).getByText('Amount Provided By Participant is required')).toBeTruthy();
    expect(within(dialog).getByText('Amount Returned To Participant is required')).toBeTruthy();
    expect(within(dialog).getByText('Must be a number')).toBeTruthy();
    expect(calls).not.toContain('POST /api/ParticipantExpenditures/add_expenditure');
  });

  it('offers the receipt only where there is one, and shows it in a dialog', async () => {
    await renderPage('/app/c', page(<ExpenditurePanel client={client} />), {
      role: 'Administrator',
      api: {
        'GET /api/ParticipantExpenditures/get_client_expenditures': () =>
          json([spend('/api/Files/f-1'), spend(null)]),
      },
    });
    expect(await screen.findByText('Bus fares')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View the receipt for Bus fares' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View the receipt for Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(within(dialog).getByRole('img', { name: 'Receipt for Groceries' }).getAttribute('src')).toBe(
      '/api/Files/f-1',
    );
  });

  it('shows the auditor every row and no Add, Edit or Delete', async () => {
    await renderPage(
      '/app/c',
      page(
        <>
          <AidsPanel client={client} />
          <RepresentativesPanel client={client} />
          <ExpenditurePanel client={client} />
        </>,
      ),
      {
        role: 'Auditor',
        api: {
          'GET /api/Aids/get_client_aids': () => json([aid]),
          'GET /api/Representatives/get_all': () => json([rep]),
          'GET /api/ParticipantExpenditures/get_client_expenditures': () => json([spend('/api/Files/f-1')]),
        },
      },
    );
    expect(await screen.findByText('Shower chair')).toBeTruthy();
    expect(await screen.findByText('Helen Collins')).toBeTruthy();
    expect(await screen.findByText('Groceries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    // The receipt stays viewable.
    expect(screen.getByRole('button', { name: 'View the receipt for Groceries' })).toBeTruthy();
  });
});

describe('the client portal representatives', () => {
  it("shows cards on a phone and says 'Input Fields cannot be empty'", async () => {
    // A phone: Mantine's max-width queries match, the min-width ones do not.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    await renderPage('/app/client/representative', page(<AssistancesPanel profileId={PID} />), {
      role: 'Client',
      api: {
        'GET /api/Assistances/get_all': () =>
          json([
            {
              assistanceId: 'r-1',
              profileId: PID,
              fullName: 'Tom Nguyen',
              personel: 'Neighbour',
              phone: '0445678901',
              email: 'tom@example.com.au',
              dateCreated: '2026-11-01T00:00:00Z',
            },
          ]),
      },
    });
    expect(await screen.findByRole('article', { name: 'Tom Nguyen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Representative' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Representative' });
    await user.click(within(dialog).getByRole('button', { name: 'Add representative' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('Input Fields cannot be empty'),
    );
  });
});
