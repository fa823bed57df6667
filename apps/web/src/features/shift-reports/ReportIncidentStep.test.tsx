import type { IncidentSummary } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { ShiftDayAction } from '../offline/shift-day-action.ts';
import { reportView, SHIFT_ID } from './reports.test-kit.ts';
import { StaffReportFormPage } from './StaffReportFormPage.tsx';

const offline = vi.hoisted(() => ({ sendOrQueue: vi.fn() }));
vi.mock('../offline/send-or-queue.ts', () => offline);
vi.mock('./GoalProgressEditor.tsx', () => ({
  GoalProgressEditor: (p: { label: string; value: string; onChange: (v: string) => void }) => (
    <textarea aria-label={p.label} value={p.value} onChange={(e) => p.onChange(e.currentTarget.value)} />
  ),
}));

const CLIENT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const STAFF_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
/** Alex Nguyen's shift with Sam Carter, with the ids as the server sends them. */
const shift = () =>
  shiftView({
    shiftRosterId: SHIFT_ID,
    staffId: STAFF_ID,
    staff: { staffId: STAFF_ID, fullName: 'Sam Carter', signatureUrl: null },
    profile: { profileId: CLIENT_ID, fullName: 'Alex Nguyen' },
    clientsId: CLIENT_ID,
    clientList: [{ profileId: CLIENT_ID, fullName: 'Alex Nguyen' }],
  });

const sent = () => offline.sendOrQueue.mock.calls.map(([a]) => a as ShiftDayAction);

const alreadyReported = {
  incidentId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  incidentNo: 'INC-0003',
  title: 'Fell in the garden',
  status: 'New',
  shiftReportId: null,
} as IncidentSummary;

/** The worker's report form, with the shift's incidents (the worker's) and the client's address. */
async function open(o: { report?: unknown; incidents?: IncidentSummary[] } = {}) {
  await renderPage(`/app/staff/report-form/${SHIFT_ID}`, StaffReportFormPage, {
    pattern: '/app/staff/report-form/$shiftId',
    role: 'Staff',
    api: {
      [`GET /api/ShiftRosters/${SHIFT_ID}`]: () => json(shift()),
      'GET /api/ShiftReports/get_shiftreport_details/null': () =>
        o.report ? json(o.report) : json({ status: 'Error', message: 'Not found' }, 404),
      [`GET /api/ShiftRosters/on_site/${SHIFT_ID}`]: () =>
        json({
          shiftRosterId: SHIFT_ID,
          clients: [
            { profileId: CLIENT_ID, fullName: 'Alex Nguyen', address: '12 Harbour St, Sydney NSW 2000' },
          ],
          activities: [],
          handover: null,
        }),
      'GET /api/Incidents/get_incidents': (_init, url) => {
        expect(url).toContain(`shiftRosterId=${SHIFT_ID}`);
        return json(o.incidents ?? []);
      },
    },
  });
  await screen.findByRole('textbox', { name: 'Goal progress' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Goal progress' }), {
    target: { value: '<p>Gardening together; planted tomatoes.</p>' },
  });
}

const incidentYes = () =>
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: 'Incident?' })).getByRole('radio', { name: 'Yes' }),
  );

describe('The shift report’s incident step (issue 40)', () => {
  beforeEach(() => {
    offline.sendOrQueue.mockReset();
    offline.sendOrQueue.mockResolvedValue({ sent: true, reply: { status: 'Success', message: 'Saved' } });
  });

  it('Yes asks the incident form’s questions, prefilled from the shift, and sends the answers with the report', async () => {
    await open();
    incidentYes();
    // No second form: no free-text incident box for the worker.
    expect(screen.queryByRole('textbox', { name: 'Incident details' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Answer the incident questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the incident' });
    const form = within(dialog);
    // Prefilled: the client's address as the place (the participant and worker are the shift's).
    await waitFor(() =>
      expect((form.getByRole('textbox', { name: /^Where/ }) as HTMLInputElement).value).toBe(
        '12 Harbour St, Sydney NSW 2000',
      ),
    );
    fireEvent.change(form.getByRole('textbox', { name: /^Short title/ }), {
      target: { value: 'Fell in the garden' },
    });
    fireEvent.change(form.getByLabelText(/^Time/), { target: { value: '10:40' } });
    fireEvent.change(form.getByRole('textbox', { name: /^What happened/ }), {
      target: { value: 'Tripped on the loose step.' },
    });
    fireEvent.change(form.getByRole('textbox', { name: /^What was done straight away/ }), {
      target: { value: 'Cleaned and dressed the graze.' },
    });
    fireEvent.click(
      within(form.getByRole('radiogroup', { name: /Was anyone harmed/ })).getByRole('radio', { name: 'Yes' }),
    );
    fireEvent.change(await form.findByRole('textbox', { name: /^The harm or injury/ }), {
      target: { value: 'Grazed left knee' },
    });
    fireEvent.click(
      within(form.getByRole('radiogroup', { name: /First aid given/ })).getByRole('radio', { name: 'Yes' }),
    );
    fireEvent.click(form.getByRole('button', { name: 'Keep these answers' }));

    const summary = await screen.findByLabelText('The incident you reported');
    expect(within(summary).getByText('Fell in the garden')).toBeTruthy();
    expect(within(summary).getByText('Anyone harmed: Yes: Grazed left knee')).toBeTruthy();
    expect(within(summary).getByText('First aid: Yes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(offline.sendOrQueue).toHaveBeenCalled());
    expect(sent()[0]?.json).toMatchObject({
      isIncident: true,
      incidentId: null,
      incident: {
        title: 'Fell in the garden',
        occurredTime: '10:40',
        location: '12 Harbour St, Sydney NSW 2000',
        clientId: CLIENT_ID,
        shiftRosterId: SHIFT_ID,
        personHarmed: 'Yes',
        harmDetails: 'Grazed left knee',
        firstAid: 'Yes',
      },
    });
  });

  it('a bare Yes is not saved: it asks for the questions', async () => {
    await open();
    incidentYes();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Answer the incident questions/)).toBeTruthy();
    expect(offline.sendOrQueue).not.toHaveBeenCalled();
  });

  it('an incident already reported for the shift is offered; the report joins it instead of making a second', async () => {
    await open({ incidents: [alreadyReported] });
    incidentYes();
    expect(await screen.findByText('INC-0003 was already reported for this shift')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open INC-0003' }).getAttribute('href')).toBe(
      `/app/incidents/${alreadyReported.incidentId}`,
    );
    expect(screen.getByRole('button', { name: 'Add to it' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Link this report to it' }));
    expect(
      await screen.findByText('This report joins INC-0003 · Fell in the garden when you save it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(offline.sendOrQueue).toHaveBeenCalled());
    expect(sent()[0]?.json).toMatchObject({
      isIncident: true,
      incident: null,
      incidentId: alreadyReported.incidentId,
    });
  });

  it('a saved report shows its incident, and saving again names it so the server keeps it', async () => {
    await open({
      report: reportView({
        isIncident: true,
        details_IfIsIncident: 'Fell in the garden',
        incident: {
          incidentId: alreadyReported.incidentId,
          incidentNo: 'INC-0003',
          title: 'Fell in the garden',
          occurredAt: '2026-03-10T23:40:00.000Z',
          status: 'New',
        },
      }),
    });
    expect(await screen.findByRole('link', { name: 'INC-0003 · Fell in the garden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer the incident questions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(offline.sendOrQueue).toHaveBeenCalled());
    expect(sent()[0]?.json).toMatchObject({ incident: null, incidentId: alreadyReported.incidentId });
  });
});
