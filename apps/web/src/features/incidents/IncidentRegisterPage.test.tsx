import type { IncidentSummary } from '@care/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { IncidentRegisterPage } from './IncidentRegisterPage.tsx';

const incident = (o: Partial<IncidentSummary>): IncidentSummary => ({
  incidentId: 'i-1',
  incidentNo: 'INC-0001',
  type: 'Incident',
  status: 'New',
  title: 'Fell in the bathroom',
  occurredAt: '2026-11-26T23:00:00.000Z',
  awareAt: '2026-11-26T23:30:00.000Z',
  reportedAt: '2026-11-26T23:30:00.000Z',
  reportedBy: 'Mia Nguyen',
  clientId: 'p-1',
  clientName: 'Ruby Chen',
  staffId: 's-1',
  staffName: 'Mia Nguyen',
  shiftRosterId: null,
  shiftReportId: null,
  reportable: 'Not reportable',
  categories: [],
  clocks: [],
  late: false,
  acknowledged: true,
  nextAction: 'Investigate',
  ...o,
});

/** The register, answering the list by the status asked for; returns the statuses asked. */
async function show() {
  const asked: (string | null)[] = [];
  const all = [
    incident({}),
    incident({ incidentId: 'i-2', incidentNo: 'INC-0002', title: 'Door left open', status: 'Closed' }),
  ];
  await renderPage('/app/incidents', IncidentRegisterPage, {
    role: 'CompanyAdmin',
    api: {
      'GET /api/Incidents/get_incidents': (_init, url) => {
        const status = new URL(url ?? '', 'http://x').searchParams.get('status');
        asked.push(status);
        return json(status ? all.filter((i) => i.status === status) : all);
      },
      'GET /api/Incidents/key_personnel': () => json({ keyPersonnel: [], candidates: [] }),
    },
  });
  return asked;
}

/** Makes the window a phone's (390 px) for Mantine's media queries. */
function asPhone() {
  const wide = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...wide(query),
    matches: query === '' || query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = wide;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the incident register’s filter', () => {
  it('shows the open incidents first, and the closed ones when asked, across a wide screen', async () => {
    const asked = await show();
    expect(await screen.findByText('INC-0001 · Fell in the bathroom')).toBeTruthy();
    expect(screen.queryByText('INC-0002 · Door left open')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(await screen.findByText('INC-0002 · Door left open')).toBeTruthy();
    expect(asked).toContain('Closed');
    expect(screen.queryByRole('combobox', { name: 'Show incidents' })).toBeNull();
  });

  it('is a select on a phone, where five choices do not fit across', async () => {
    const restore = asPhone();
    try {
      const asked = await show();
      expect(await screen.findByText('INC-0001 · Fell in the bathroom')).toBeTruthy();
      expect(screen.queryByRole('radio', { name: 'Closed' })).toBeNull();
      const select = screen.getByRole('combobox', { name: 'Show incidents' }) as HTMLSelectElement;
      expect([...select.options].map((o) => o.value)).toEqual([
        'Open',
        'New',
        'Under investigation',
        'Closed',
        'All',
      ]);
      fireEvent.change(select, { target: { value: 'Closed' } });
      expect(await screen.findByText('INC-0002 · Door left open')).toBeTruthy();
      expect(asked).toContain('Closed');
    } finally {
      restore();
    }
  });
});
