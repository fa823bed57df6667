import type { SahProgramView, SahQuarterView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ClientSahSection } from './ClientSahSection.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const ID = '7d0c6f3e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
const STAFF = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const PROGRAM: SahProgramView = {
  clientId: ID,
  fundingProgram: 'SUPPORT_AT_HOME',
  fundingProgramLabel: 'Support at Home',
  myAgedCareId: 'AC40123456',
  grandfathered: true,
  grandfatheredMeaning:
    'Approved for a Home Care Package on or before 12 September 2024: pays no more than before.',
  contributionsPaidCents: 125_000,
  contributionsPaidAsOf: '2026-10-31',
  lifetimeCapCents: 8_201_815,
  lifetimeCapRoomCents: 8_076_815,
  carePartner: { staffId: STAFF, name: 'Sam Carter' },
  classifications: [
    {
      classificationId: 'c-1',
      classification: '6',
      label: 'Classification 6',
      approvalDate: '2025-10-20',
      startDate: '2025-11-01',
    },
  ],
  contributionRates: [
    {
      rateId: 'r-1',
      effectiveFrom: '2025-11-01',
      pensionStatus: 'PART_PENSIONER',
      pensionStatusLabel: 'Part pensioner',
      independenceBp: 1000,
      everydayLivingBp: 3500,
      warnings: [],
    },
  ],
  warnings: [],
};
const QUARTER: SahQuarterView = {
  clientId: ID,
  quarter: { start: '2026-10-01', end: '2026-12-31', label: 'Oct–Dec 2026' },
  classification: '6',
  kind: 'CLASS_6',
  budgetCents: 1_202_858,
  careManagementCents: 120_286,
  carriedInCents: 0,
  servicesBudgetCents: 1_082_572,
  usedCents: 0,
  committedCents: 0,
  remainingCents: 1_082_572,
  carryOverCapCents: 120_286,
  projectedCarryOutCents: 120_286,
  projectedLapseCents: 962_286,
  drawdownBasis: 'FULL_PRICE',
  estimate: false,
  usedNote: 'Used and committed count no lines yet.',
  claimWindowLastDay: '2027-02-28',
  lines: [],
  explanation: [],
  warnings: ['2026-27 budget amounts not entered: projections use the amounts effective from 2025-11-01'],
};
const GET = 'GET /api/SupportAtHome/get_client_program';
const QUARTER_GET = 'GET /api/SupportAtHome/client_quarter';

function Section() {
  return (
    <>
      <h1>Margaret O'Sullivan</h1>
      <ClientSahSection profileId={ID} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the client profile’s Support at Home section (issue 39)', { timeout: 30_000 }, () => {
  it('shows the program, what grandfathered means, the rates and the quarter’s figures with its warning', async () => {
    await renderPage('/app/user/clients/p-1/Margaret', Section, {
      role: 'Administrator',
      api: { [GET]: () => json(PROGRAM), [QUARTER_GET]: () => json(QUARTER) },
    });
    expect(await screen.findByText('Support at Home')).toBeTruthy();
    expect(screen.getByText('Grandfathered')).toBeTruthy();
    expect(screen.getByText(PROGRAM.grandfatheredMeaning as string)).toBeTruthy();
    const details = screen.getByRole('table', { name: 'Support at Home details' });
    expect(within(details).getByText('AC40123456')).toBeTruthy();
    expect(within(details).getByText('$82,018.15 ($80,768.15 left)')).toBeTruthy();
    expect(within(details).getByText('$1,250.00 as of 31-10-2026')).toBeTruthy();
    const rates = screen.getByRole('table', { name: 'Contribution rates' });
    expect(
      within(rates)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['01-11-2025', 'Part pensioner', '0%', '10%', '35%']);
    const quarter = await screen.findByLabelText('Quarter Oct–Dec 2026');
    expect(within(quarter).getByText('$12,028.58')).toBeTruthy();
    expect(within(quarter).getAllByText('$10,825.72')).toHaveLength(2);
    expect(within(quarter).getByText(/2026-27 budget amounts not entered/)).toBeTruthy();
    expect(within(quarter).getByText('Claim by 28-02-2027')).toBeTruthy();
  });

  it('an NDIS client shows the funding only; the office changes it to Support at Home', async () => {
    const save = vi.fn((_init?: RequestInit) => json({ status: 'Success', message: 'Saved' }));
    await renderPage('/app/user/clients/p-1/Margaret', Section, {
      role: 'Administrator',
      api: {
        [GET]: () =>
          json({
            ...PROGRAM,
            fundingProgram: 'NDIS',
            fundingProgramLabel: 'NDIS',
            grandfathered: false,
            classifications: [],
          }),
        'POST /api/SupportAtHome/save_client_program': save,
        'GET /api/Staffs/get_active_staffs': () =>
          json([{ staffId: STAFF, fullName: 'Sam Carter', firstName: 'Sam', surName: 'Carter' }]),
        'GET /api/Profiles/get_active_clients': () => json([]),
      },
    });
    expect(await screen.findByText('NDIS')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Support at Home details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add classification' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change funding' }));
    const form = await screen.findByRole('form', { name: 'Funding and program' });
    await userEvent.click(within(form).getByLabelText(/Funded by/));
    await userEvent.click(await screen.findByRole('option', { name: 'Support at Home', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const body = JSON.parse(String((save.mock.calls[0] as unknown as [RequestInit])[0].body));
    expect(body).toMatchObject({
      clientId: ID,
      fundingProgram: 'SUPPORT_AT_HOME',
      myAgedCareId: 'AC40123456',
    });
  });

  it('an auditor reads without the buttons', async () => {
    await renderPage('/app/user/clients/p-1/Margaret', Section, {
      role: 'Auditor',
      api: { [GET]: () => json(PROGRAM), [QUARTER_GET]: () => json(QUARTER) },
    });
    expect(await screen.findByText('Support at Home')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change funding' })).toBeNull();
  });
});
