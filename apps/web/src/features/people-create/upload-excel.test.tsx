import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/app.tsx';
import { json } from '../../test/fixtures.ts';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'clients.xlsx', { type: XLSX_TYPE });

const REFUSAL = {
  status: 'Error',
  title: 'Please check what you entered',
  message: 'Nothing was imported. Row 3, email: Enter a valid email address (and 2 more)',
  errors: {
    'row3.email': 'Enter a valid email address',
    'row3.ndisNo': 'An NDIS number has 9 digits',
    'row5.agreementEndDate': 'Required Field',
  },
  rows: [
    { row: 3, field: 'email', message: 'Enter a valid email address' },
    { row: 3, field: 'ndisNo', message: 'An NDIS number has 9 digits' },
    { row: 5, field: 'agreementEndDate', message: 'Required Field' },
  ],
};

async function chooseAndUpload() {
  await userEvent.upload(await screen.findByLabelText('Spreadsheet'), sheet());
  expect(await screen.findByText('clients.xlsx')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('the client spreadsheet upload page', () => {
  it("says 'Select File' when Upload is pressed with no file chosen", async () => {
    const { calls } = renderAppAt('/app/forms/upload-client-via-excel', { role: 'CompanyAdmin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Select File')).toBeTruthy();
    expect(calls).not.toContain('POST /api/Profiles/upload_client_records');
  });

  it('lists every bad row of a refused sheet and says nothing was imported', async () => {
    renderAppAt('/app/forms/upload-client-via-excel', {
      role: 'CompanyAdmin',
      api: { 'POST /api/Profiles/upload_client_records': () => json(REFUSAL, 400) },
    });
    await chooseAndUpload();
    expect(await screen.findByText('Nothing was imported')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows to fix' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'Email', 'Enter a valid email address'],
      ['3', 'NDISNo', 'An NDIS number has 9 digits'],
      ['5', 'AgreementEndDate', 'Required Field'],
    ]);
    expect(screen.getByText(/2 rows need fixing \(3 problems\)/)).toBeTruthy();
  });

  it('sends the file as `excelfile` with the CompanyId (spec 2 §7) and, on success, gives the count and a link to the list', async () => {
    let sent: FormDataEntryValue | null = null;
    let companyId: FormDataEntryValue | null = null;
    renderAppAt('/app/forms/upload-client-via-excel', {
      role: 'Administrator',
      api: {
        'POST /api/Profiles/upload_client_records': (init) => {
          sent = (init?.body as FormData | undefined)?.get('excelfile') ?? null;
          companyId = (init?.body as FormData | undefined)?.get('CompanyId') ?? null;
          return json({ status: 'Success', message: '2 clients imported.', imported: 2 });
        },
      },
    });
    await chooseAndUpload();
    expect(await screen.findByText('2 clients imported.')).toBeTruthy();
    expect((sent as File | null)?.name).toBe('clients.xlsx');
    expect(companyId).toBe('c-1');
    expect(screen.getByRole('link', { name: 'Go to clients' }).getAttribute('href')).toBe(
      '/app/user/clients',
    );
    expect(toastMocks.success).toHaveBeenCalledWith('2 clients imported.', undefined);
  });

  it('shows a problem with the file itself under the drop area', async () => {
    renderAppAt('/app/forms/upload-client-via-excel', {
      role: 'CompanyAdmin',
      api: {
        'POST /api/Profiles/upload_client_records': () =>
          json(
            {
              status: 'Error',
              message: 'The sheet has no column NDISNo. Start from the template.',
              errors: { excelfile: 'The sheet has no column NDISNo. Start from the template.' },
            },
            400,
          ),
      },
    });
    await chooseAndUpload();
    expect(await screen.findByText('The sheet has no column NDISNo. Start from the template.')).toBeTruthy();
    expect(screen.queryByText('Nothing was imported')).toBeNull();
  });

  it('keeps out a user without the add privilege', async () => {
    const { router } = renderAppAt('/app/forms/upload-client-via-excel', { role: 'Staff' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/staff/dashboard'));
  });
});
