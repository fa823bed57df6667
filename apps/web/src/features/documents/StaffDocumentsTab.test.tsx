import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { StaffDocumentsTab } from './PersonDocumentsTabs.tsx';

function Page() {
  return (
    <>
      <h1>Staff</h1>
      <StaffDocumentsTab staff={{ id: 's-9', fullName: 'Aisha Rahman', userId: 'u-aisha' }} />
    </>
  );
}

const API = {
  'GET /api/Documents/get_all_staff_documents': () => json({ staffDocuments: [] }),
};

describe('Upload on a staff member’s Documents tab (spec 1 §6)', () => {
  beforeEach(() => setScreen(true));

  it.each([
    ['an Administrator', 'Administrator', [], true],
    ['a CareManager holding Edit Staff', 'CareManager', ['Edit Staff'], true],
    ['an Auditor', 'Auditor', [], false],
    ['another staff member without Edit Staff', 'Staff', [], false],
  ])('is offered to %s: %s', async (_, role, claims, shown) => {
    await renderPage('/app/user/staff/s-9/Aisha', Page, { role, claims, api: API });
    await screen.findByText('Aisha Rahman Documents');
    expect(screen.queryByRole('button', { name: 'Upload Other Document' }) !== null).toBe(shown);
    expect(screen.queryByRole('button', { name: 'Upload Current Police Check' }) !== null).toBe(shown);
  });
});
