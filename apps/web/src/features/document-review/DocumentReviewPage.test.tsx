import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { documentRecord } from '../documents/documents.test-kit.ts';
import type { DocumentRecord } from '../documents/documents-api.ts';
import { ClientDocumentsPage, StaffDocumentsPage } from './DocumentReviewPage.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });

const doc = (over: Partial<DocumentRecord> & Pick<DocumentRecord, 'documentId' | 'documentName' | 'user'>) =>
  documentRecord({
    implementationDate: '2026-01-01',
    expirationDate: '2027-01-01',
    userId: `owner-${over.user}`,
    dateCreated: '2026-02-01T00:00:00Z',
    ...over,
  });

const DOCUMENTS: DocumentRecord[] = [
  doc({ documentId: 'd-1', documentName: 'Current police check', user: 'Liam Carter' }),
  doc({ documentId: 'd-2', documentName: 'Current first aid certificate', user: 'Liam Carter' }),
  doc({ documentId: 'd-3', documentName: 'Current police check', user: 'Sofia Rossi', status: 'Accepted' }),
  doc({ documentId: 'd-4', documentName: 'Old driver licence', user: 'Sofia Rossi', isArchived: true }),
  doc({ documentId: 'd-5', documentName: 'Service agreement', user: 'Alex Morgan', userRole: 'Client' }),
  doc({ documentId: 'd-6', documentName: 'Position description', user: 'Priya Sharma', userRole: 'Admin' }),
];

/** The server's filter_documents: the company's documents of the asked role and archive state. */
function filterDocuments(_init: RequestInit | undefined, url: string) {
  const query = new URL(url, 'http://x').searchParams;
  return json(
    DOCUMENTS.filter(
      (d) => d.userRole === query.get('role') && String(d.isArchived) === query.get('isArchive'),
    ),
  );
}

const rowsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');

// Sortable headings are buttons inside the th, so find the owner column by its accessor.
const ownerHeading = () => document.querySelector('th[data-accessor="user"]')?.textContent;

describe('the document review screens', () => {
  beforeEach(() => setScreen(true));

  it('lists the active documents of the screen’s role only, with their owner, and links to the other screens', async () => {
    const urls: string[] = [];
    await renderPage('/app/document/staff', StaffDocumentsPage, {
      role: 'Administrator',
      api: {
        'GET /api/Documents/filter_documents': (init, url) => {
          urls.push(url);
          return filterDocuments(init, url);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Staff Documents' })).toBeTruthy();
    await screen.findAllByText('Liam Carter');
    expect(screen.getAllByText('Current police check')).toHaveLength(2);
    expect(screen.getByText('Current first aid certificate')).toBeTruthy();
    expect(screen.queryByText('Old driver licence')).toBeNull();
    expect(screen.queryByText('Service agreement')).toBeNull();
    expect(screen.queryByText('Position description')).toBeNull();
    expect(ownerHeading()).toBe('Staff');
    const query = new URL(urls[0] ?? '', 'http://x').searchParams;
    expect([query.get('role'), query.get('isArchive')]).toEqual(['Staff', 'false']);

    const nav = screen.getByRole('navigation', { name: 'Whose documents' });
    expect(within(nav).getByRole('link', { name: 'Staff' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Administrators' }).getAttribute('href')).toBe(
      '/app/document/administrators',
    );
    expect(within(nav).getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe(
      '/app/document/client',
    );
  });

  it('narrows the rows by the owner’s name or by the document’s name', async () => {
    await renderPage('/app/document/staff', StaffDocumentsPage, {
      role: 'Administrator',
      api: { 'GET /api/Documents/filter_documents': filterDocuments },
    });
    await screen.findAllByText('Liam Carter');
    const search = screen.getByRole('searchbox', { name: 'Search by name or document' });

    await user.type(search, 'sofia');
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(rowsShown()[0]).toContain('Sofia Rossi');

    await user.clear(search);
    await user.type(search, 'FIRST AID');
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(rowsShown()[0]).toContain('Current first aid certificate');
    expect(rowsShown()[0]).toContain('Liam Carter');
  });

  it('reloads with isArchive=true when the filter chooses Archived, and back with Reset Filter', async () => {
    const urls: string[] = [];
    await renderPage('/app/document/staff', StaffDocumentsPage, {
      role: 'Administrator',
      api: {
        'GET /api/Documents/filter_documents': (init, url) => {
          urls.push(url);
          return filterDocuments(init, url);
        },
      },
    });
    await screen.findAllByText('Liam Carter');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter staff documents' });
    await user.click(within(dialog).getByText('Archived'));
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));

    expect(await screen.findByText('Old driver licence')).toBeTruthy();
    expect(screen.queryByText('Liam Carter')).toBeNull();
    expect(screen.getByText(/^Showing archived staff documents/)).toBeTruthy();
    const last = new URL(urls.at(-1) ?? '', 'http://x').searchParams;
    expect([last.get('role'), last.get('isArchive')]).toEqual(['Staff', 'true']);

    // An archived document offers Restore rather than Archive.
    await user.click(screen.getByRole('button', { name: 'More actions for Old driver licence' }));
    expect(await screen.findByRole('menuitem', { name: 'Restore', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Archive', hidden: true })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Filter' }));
    expect((await screen.findAllByText('Liam Carter')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Old driver licence')).toBeNull();
  });

  it('lets an administrator accept a pending document after confirming, then reloads the list', async () => {
    let accepted = false;
    const { calls } = await renderPage('/app/document/staff', StaffDocumentsPage, {
      role: 'Administrator',
      api: {
        'GET /api/Documents/filter_documents': (init, url) =>
          accepted
            ? json([{ ...DOCUMENTS[1], status: 'Accepted', displayStatus: 'Accepted' }])
            : filterDocuments(init, url),
        'GET /api/Documents/accept_document': (_init, url) => {
          accepted = new URL(url, 'http://x').searchParams.get('id') === 'd-2';
          return json({ status: 'Success', message: 'The document was accepted.' });
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'More actions for Current first aid certificate' }),
    );
    for (const action of ['Accept', 'Reject', 'Archive', 'Delete', 'Edit']) {
      expect(await screen.findByRole('menuitem', { name: action, hidden: true })).toBeTruthy();
    }
    await user.click(screen.getByRole('menuitem', { name: 'Accept', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept Current first aid certificate' });
    expect(calls).not.toContain('GET /api/Documents/accept_document');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, accept' }));

    await waitFor(() => expect(accepted).toBe(true));
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('Accepted')).toBeTruthy();
  });

  it('offers a client document’s consent request on the client screen', async () => {
    await renderPage('/app/document/client', ClientDocumentsPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Documents/filter_documents': filterDocuments },
    });
    expect(await screen.findByText('Alex Morgan')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Client Documents' })).toBeTruthy();
    expect(ownerHeading()).toBe('Client');
    await user.click(screen.getByRole('button', { name: 'More actions for Service agreement' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Request client consent', hidden: true }),
    ).toBeTruthy();
  });

  it('on a phone, names the owner under the document and offers the actions as the expanded row’s buttons', async () => {
    setScreen(false);
    await renderPage('/app/document/staff', StaffDocumentsPage, {
      role: 'Administrator',
      api: { 'GET /api/Documents/filter_documents': filterDocuments },
    });
    const firstAid = (await screen.findByText('Current first aid certificate')).closest('tr') as HTMLElement;
    expect(within(firstAid).getByText('Liam Carter')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^More actions for/ })).toBeNull();
    await user.click(within(firstAid).getByRole('button', { name: 'Show details' }));
    for (const action of ['View', 'Accept', 'Reject', 'Archive', 'Delete']) {
      expect(await screen.findByRole('button', { name: action })).toBeTruthy();
    }
  });

  it('shows an auditor the documents and View, but no Accept, Reject, Archive or Delete', async () => {
    await renderPage('/app/document/staff', StaffDocumentsPage, {
      role: 'Auditor',
      api: { 'GET /api/Documents/filter_documents': filterDocuments },
    });
    await screen.findAllByText('Liam Carter');
    expect(screen.getByRole('button', { name: 'View Current first aid certificate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^More actions for/ })).toBeNull();
    expect(screen.queryByText(/accept or reject/)).toBeNull();

    const firstAid = screen.getByText('Current first aid certificate').closest('tr') as HTMLElement;
    await user.click(within(firstAid).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByRole('button', { name: 'View' })).toBeTruthy();
    for (const action of ['Accept', 'Reject', 'Archive', 'Delete', 'Edit']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
      expect(screen.queryByRole('menuitem', { name: action, hidden: true })).toBeNull();
    }
  });
});
