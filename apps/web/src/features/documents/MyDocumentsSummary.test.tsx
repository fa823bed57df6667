import { REQUIRED_STAFF_DOCUMENTS } from '@care/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MyDocumentsSummary } from './MyDocumentsSummary.tsx';

function Page() {
  return (
    <>
      <h1>Home</h1>
      <MyDocumentsSummary />
    </>
  );
}

const doc = (documentName: string, status: string) => ({
  documentId: documentName,
  documentName,
  status,
  isArchived: false,
  dateCreated: '2026-01-01T00:00:00Z',
  expirationDate: null,
  consentStatus: null,
});

describe('the My documents card of the staff home', () => {
  it('counts a rejected document and the required ones not uploaded, and links to the documents page', async () => {
    await renderPage('/app/staff/dashboard', Page, {
      role: 'Staff',
      api: {
        'GET /api/Documents/my_documents': () =>
          json({ documents: [doc('Current Police Check', 'Rejected')], ownerId: 's-1', userRole: 'Staff' }),
      },
    });
    const card = screen.getByRole('region', { name: 'My documents' });
    const rejected = (await within(card).findByText('document was rejected: upload a new copy'))
      .parentElement;
    expect(rejected?.textContent).toContain('1');
    const missing = within(card).getByText('required documents are not uploaded yet').parentElement;
    expect(missing?.textContent).toContain('6');
    expect(within(card).getByRole('link', { name: 'Open my documents' }).getAttribute('href')).toBe(
      '/app/staff/document',
    );
  });

  it('says all is in order when nothing needs the staff member', async () => {
    const all = REQUIRED_STAFF_DOCUMENTS.map((name) => doc(name, 'Accepted'));
    await renderPage('/app/staff/dashboard', Page, {
      role: 'Staff',
      api: {
        'GET /api/Documents/my_documents': () => json({ documents: all, ownerId: 's-1', userRole: 'Staff' }),
      },
    });
    expect(await screen.findByText('All your documents are in order.')).toBeTruthy();
  });
});
