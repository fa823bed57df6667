import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { documentRecord } from './documents.test-kit.ts';
import type { DocumentRecord } from './documents-api.ts';
import { StaffDocumentPage } from './StaffDocumentPage.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });

const document = documentRecord;

const mine = (documents: DocumentRecord[]) => ({
  'GET /api/Documents/my_documents': () => json({ documents, ownerId: 's-1', userRole: 'Staff' }),
});

describe('the staff document page (/app/staff/document)', () => {
  beforeEach(() => setScreen(true));

  it('lists the seven required documents, missing ones Not Available, and other uploads under Others', async () => {
    await renderPage('/app/staff/document', StaffDocumentPage, {
      role: 'Staff',
      api: mine([
        document({}),
        document({
          documentId: 'd-2',
          documentName: 'Manual Handling',
          status: 'Accepted',
          displayStatus: 'Accepted',
        }),
      ]),
    });
    const required = await screen.findByRole('region', { name: 'Required' });
    const police = (await within(required).findByText('Current Police Check')).closest('tr') as HTMLElement;
    expect(within(police).getByText('Pending')).toBeTruthy();
    const firstAid = within(required).getByText('Current First Aid Certificate').closest('tr') as HTMLElement;
    expect(within(firstAid).getByText('Not Available')).toBeTruthy();
    expect(within(required).getAllByText('Not Available')).toHaveLength(6);
    const others = screen.getByRole('region', { name: 'Others' });
    expect(within(others).getByText('Manual Handling')).toBeTruthy();
  });

  it('fills in a required row’s name, and asks for the date and the file before sending anything', async () => {
    const sent: FormData[] = [];
    await renderPage('/app/staff/document', StaffDocumentPage, {
      role: 'Staff',
      api: {
        ...mine([]),
        'POST /api/Documents/add_document': (init) => {
          sent.push(init?.body as FormData);
          return json({ status: 'Success', message: 'Uploaded.', documentId: 'd-9' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload Current Police Check' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Document name/) as HTMLInputElement).value).toBe(
      'Current Police Check',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Implementation date is required')).toBeTruthy();
    expect(within(dialog).getByText('No File Selected')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows a rejected document’s reason and deadline above the tables', async () => {
    await renderPage('/app/staff/document', StaffDocumentPage, {
      role: 'Staff',
      api: mine([
        document({
          status: 'Rejected',
          displayStatus: 'Rejected',
          rejectReason: 'The scan is cut off.',
          rejectDeadline: '2026-12-01',
          userId: 's-1',
        }),
      ]),
    });
    const notice = await screen.findByText(/was rejected: The scan is cut off\./);
    expect(notice.textContent).toContain('by 01-12-2026');
  });
});
