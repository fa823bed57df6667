import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ReportIncidentPage } from './ReportIncidentPage.tsx';

const ACTIVE_STAFF = 'GET /api/Staffs/get_active_staffs';
const ACTIVE_CLIENTS = 'GET /api/Profiles/get_active_clients';

async function open(role: string) {
  return renderPage('/app/incidents/report', ReportIncidentPage, {
    role,
    api: {
      [ACTIVE_STAFF]: () => json([{ staffId: 'st-1', fullName: 'Sam Carter' }]),
      [ACTIVE_CLIENTS]: () => json([{ profileId: 'p-1', fullName: 'Alex Nguyen' }]),
    },
  });
}

describe('ReportIncidentPage', () => {
  it('a support worker’s form asks for their clients only, never the staff list (a 403 for them)', async () => {
    const { calls } = await open('Staff');
    await waitFor(() => expect(calls).toContain(ACTIVE_CLIENTS));
    expect(
      await screen.findByRole('button', { name: 'Report the incident' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls).not.toContain(ACTIVE_STAFF);
  });

  it('the office’s form reads both lists', async () => {
    const { calls } = await open('Administrator');
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining([ACTIVE_STAFF, ACTIVE_CLIENTS])));
  });
});
