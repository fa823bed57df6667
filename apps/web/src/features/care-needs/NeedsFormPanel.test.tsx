import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NeedsFormPanel } from './NeedsFormPanel.tsx';
import { DISABILITY_FORM, HEALTH_FORM } from './needs-forms.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const PROFILE = '0b9c7f3e-7c0e-4d5a-9a53-3a1f1c2d4e5f';
const LIST = '/api/Disabilities/get_all';

const disability = (id: string, dateCreated: string, memoryIssues: string) => ({
  disabilityId: id,
  profileId: PROFILE,
  mobilityIndependent: 'Mobility Independency',
  mobilityAssistance: false,
  mobilityDescription: null,
  hearingIssues: 'No Issues',
  hearingDescription: null,
  visionIssues: 'Some Issues',
  visionDescription: 'Glasses for reading',
  memoryIssues,
  memoryDescription: null,
  communicationAssistance: false,
  communicationMeans: 'Verbally',
  communicationDescription: null,
  dateCreated,
  dateModified: null,
});

const renderPanel = (form = DISABILITY_FORM) =>
  renderWithProviders(<NeedsFormPanel form={form} profileId={PROFILE} fullName="Mia Chen" own={false} />);

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('a support-needs form (spec 2 §4)', () => {
  it('is in Add mode with no record, asks for the required choices, then adds and turns to Update', async () => {
    startSession(loginReplyFor('Administrator'));
    let saved: Record<string, unknown> | null = null;
    const api = stubApi({
      [`GET ${LIST}`]: () =>
        json(saved ? [{ ...saved, disabilityId: 'd-1', dateCreated: '2026-11-20T00:00:00Z' }] : []),
      'POST /api/Disabilities': (init) => {
        saved = JSON.parse(String(init?.body));
        return json({
          status: 'Success',
          message: 'Disability support needs of Mia Chen added.',
          disabilityId: 'd-1',
        });
      },
    });
    renderPanel();
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(screen.getByText('Not recorded yet')).toBeTruthy();
    await userEvent.click(add);
    expect(await screen.findAllByText('Required Field')).toHaveLength(5);
    expect(api.calls).not.toContain('POST /api/Disabilities');

    const card = (name: string) => within(screen.getByRole('region', { name }));
    await userEvent.click(card('Mobility').getByLabelText('Need Mobility Assistance'));
    await userEvent.click(card('Hearing').getByLabelText('No Issues'));
    await userEvent.click(card('Vision').getByLabelText('Some Issues'));
    await userEvent.click(card('Memory').getByLabelText('Impaired'));
    await userEvent.click(card('Communication').getByLabelText('Combination of Auslan / Makaton'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(saved).toMatchObject({
      profileId: PROFILE,
      mobilityIndependent: 'Need Mobility Assistance',
      mobilityAssistance: true,
      memoryIssues: 'Impaired',
      communicationMeans: 'Combination of Auslan / Makaton',
    });
    expect(screen.getByText('Recorded')).toBeTruthy();
  });

  it('loads the first (oldest) record in Update mode and saves to it', async () => {
    startSession(loginReplyFor('Staff'));
    let editedPath = '';
    stubApi({
      [`GET ${LIST}`]: () =>
        json([
          disability('newer', '2026-06-01T00:00:00Z', 'No Issues'),
          disability('older', '2026-01-01T00:00:00Z', 'Impaired'),
        ]),
      'POST /api/Disabilities/edit/older': (_init, url) => {
        editedPath = url;
        return json({ status: 'Success', message: 'Updated.' });
      },
    });
    renderPanel();
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(
      within(screen.getByRole('region', { name: 'Memory' })).getByLabelText<HTMLInputElement>('Impaired')
        .checked,
    ).toBe(true);
    await userEvent.click(update);
    await waitFor(() => expect(editedPath).toContain('/api/Disabilities/edit/older'));
  });

  it('shows an auditor the answers read-only, with no Add or Update', async () => {
    startSession(loginReplyFor('Auditor'));
    stubApi({ [`GET ${LIST}`]: () => json([disability('d-1', '2026-01-01T00:00:00Z', 'Impaired')]) });
    renderPanel();
    expect(await screen.findByText('Glasses for reading')).toBeTruthy();
    expect(screen.getByText('Impaired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows an auditor an old row’s Ausian as Auslan (issue 40)', async () => {
    startSession(loginReplyFor('Auditor'));
    stubApi({
      [`GET ${LIST}`]: () =>
        json([
          {
            ...disability('d-1', '2026-01-01T00:00:00Z', 'Impaired'),
            communicationMeans: 'Combination of Ausian / Makaton',
          },
        ]),
    });
    renderPanel();
    expect(await screen.findByText('Combination of Auslan / Makaton')).toBeTruthy();
    expect(screen.queryByText(/Ausian/)).toBeNull();
  });

  it('tells an auditor when nothing is recorded yet, without a form', async () => {
    startSession(loginReplyFor('Auditor'));
    stubApi({ 'GET /api/HealthSupports/get_all': () => json([]) });
    renderPanel(HEALTH_FORM);
    expect(await screen.findByText('No health support needs recorded yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('asks the medication frequency only when medication is needed', async () => {
    startSession(loginReplyFor('Client'));
    stubApi({ 'GET /api/HealthSupports/get_all': () => json([]) });
    renderPanel(HEALTH_FORM);
    await screen.findByRole('button', { name: 'Add' });
    expect(screen.queryByText('Medication frequency')).toBeNull();
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByText('Medication frequency')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Required Field')).toBeTruthy();
  });
});
