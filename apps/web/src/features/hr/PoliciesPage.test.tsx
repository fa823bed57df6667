import type { PolicyView, UserPolicyView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { PoliciesPage } from './PoliciesPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const policy = (over: Partial<PolicyView> = {}): PolicyView => ({
  policyDocumentId: 'p-1',
  title: 'Medication policy',
  category: 'Medication',
  code: 'POL-MED',
  version: 2,
  effectiveDate: '2026-11-01',
  audience: 'Staff',
  body: 'How we assist with medication.',
  changeNote: 'Added PRN medication steps',
  fileUrl: '/api/Files/f-9',
  dateCreated: '2026-11-01T00:00:00Z',
  userCreated: 'Grace Office',
  ...over,
});
const PRIVACY = policy({
  policyDocumentId: 'p-2',
  title: 'Privacy policy',
  category: 'Privacy and information',
  code: 'POL-PRIV',
  version: 1,
  changeNote: null,
  fileUrl: null,
});
const mine = (p: PolicyView, consent: boolean): UserPolicyView => ({
  ...p,
  userId: 'u-1',
  fullName: 'Priya Sharma',
  role: 'Staff',
  consent,
  dateAccepted: consent ? '2026-11-02T00:00:00Z' : null,
});

const byCategory = () =>
  json({
    policies: [
      { category: 'Medication', policies: [policy()] },
      { category: 'Privacy and information', policies: [PRIVACY] },
    ],
  });

describe('Policies', () => {
  beforeEach(() => setScreen(true));

  it('a worker sees each policy by category, what changed, its document, and which wait for acceptance', async () => {
    await renderPage('/app/hr/policy', PoliciesPage, {
      role: 'Staff',
      api: {
        'GET /api/PolicyDocuments/get_company_policies_by_category': byCategory,
        'GET /api/PolicyDocuments/get_user_policies': () =>
          json([mine(policy(), false), mine(PRIVACY, true)]),
      },
    });
    const med = await screen.findByLabelText('Medication policy');
    expect(within(med).getByText('What changed: Added PRN medication steps')).toBeTruthy();
    expect(within(med).getByText('Not accepted')).toBeTruthy();
    expect(within(med).getByRole('link', { name: 'Open the policy document' }).getAttribute('href')).toBe(
      '/api/Files/f-9',
    );
    expect(within(med).getByRole('button', { name: 'Read and accept' })).toBeTruthy();
    const privacy = screen.getByLabelText('Privacy policy');
    expect(within(privacy).getByText('You accepted this version.')).toBeTruthy();
    expect(within(privacy).queryByRole('link', { name: 'Open the policy document' })).toBeNull();
    expect(screen.getByText('One policy asks you to read and accept it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish policy' })).toBeNull();
  });

  it('the office’s publish form names each missing field and sends nothing', async () => {
    const publish = vi.fn(() => json({ status: 'Success', message: 'Published', version: 1 }));
    await renderPage('/app/hr/policy', PoliciesPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/PolicyDocuments/get_company_policies_by_category': () => json({ policies: [] }),
        'GET /api/PolicyDocuments/get_user_policies': () => json([]),
        'POST /api/PolicyDocuments/add_policy': publish,
      },
    });
    expect(await screen.findByText('No policies published yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish policy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Policy document/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'bad code' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish policy' }));
    expect(await within(dialog).findByText('Enter a title')).toBeTruthy();
    expect(within(dialog).getByText('Choose a category')).toBeTruthy();
    expect(within(dialog).getByText('Enter a code of letters, digits or dashes (e.g. POL-001)')).toBeTruthy();
    expect(within(dialog).getByText('Write the policy (or its summary)')).toBeTruthy();
    expect(within(dialog).getByText('Please check the fields marked in red.')).toBeTruthy();
    await waitFor(() => expect(publish).not.toHaveBeenCalled());
  });
});
