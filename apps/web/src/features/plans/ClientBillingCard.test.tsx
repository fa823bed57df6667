import { BOUNDARY_RULE_LABELS } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession, startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ClientBillingCard, HIGHER_RATE_NOTE, priceColumnText } from './ClientBillingCard.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const URL = '/api/Invoice/client_billing/p-1';

function show(role: string, billing: Record<string, unknown>) {
  startSession(loginReplyFor(role));
  let current = { profileId: 'p-1', boundaryRule: 'split', remoteness: null, state: 'NSW', ...billing };
  const posted: unknown[] = [];
  const api = stubApi({
    [`GET ${URL}`]: () => json(current),
    [`POST ${URL}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as { boundaryRule: string };
      posted.push(body);
      current = { ...current, boundaryRule: body.boundaryRule };
      return json({ status: 'Success', message: 'Billing rule saved' });
    },
  });
  renderWithProviders(<ClientBillingCard profileId="p-1" />);
  return { api, posted };
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the client’s Billing card', () => {
  it('shows the rule and the price column, and lets an administrator choose the higher rate with its note', async () => {
    const user = userEvent.setup();
    const { posted } = show('Administrator', {});
    const card = within(await screen.findByRole('region', { name: 'Billing' }));
    expect(await card.findAllByText(BOUNDARY_RULE_LABELS.split)).toHaveLength(2);
    expect(card.getByText('National (NSW where the catalogue prices by state)')).toBeTruthy();
    const save = card.getByRole('button', { name: 'Save billing rule' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(card.queryByText(HIGHER_RATE_NOTE)).toBeNull();
    await user.click(card.getByRole('radio', { name: BOUNDARY_RULE_LABELS.higherRate }));
    expect(card.getByText(HIGHER_RATE_NOTE)).toBeTruthy();
    await user.click(save);
    await waitFor(() => expect(posted).toEqual([{ boundaryRule: 'higherRate' }]));
    expect(vi.mocked(toasts.success).mock.calls[0]?.[0]).toBe('Billing rule saved');
    // The saved rule is read again and shown.
    expect(await card.findAllByText(BOUNDARY_RULE_LABELS.higherRate)).toHaveLength(2);
  });

  it('shows an auditor the rule without the form', async () => {
    const { api } = show('Auditor', { boundaryRule: 'higherRate', remoteness: 'Very Remote' });
    const card = within(await screen.findByRole('region', { name: 'Billing' }));
    expect(await card.findByText(BOUNDARY_RULE_LABELS.higherRate)).toBeTruthy();
    expect(card.getByText('Very Remote (MMM7)')).toBeTruthy();
    expect(card.queryByRole('radio')).toBeNull();
    expect(card.queryByRole('button', { name: 'Save billing rule' })).toBeNull();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('offers a retry when the rule does not load', async () => {
    startSession(loginReplyFor('Administrator'));
    stubApi({});
    renderWithProviders(<ClientBillingCard profileId="p-1" />);
    expect(await screen.findByText("We couldn't load the billing rule")).toBeTruthy();
  });
});

describe('the price column in words', () => {
  it('names Remote and Very Remote, else National with the state (NSW when none)', () => {
    expect(priceColumnText({ remoteness: 'Remote', state: 'WA' })).toBe('Remote (MMM6)');
    expect(priceColumnText({ remoteness: null, state: 'Queensland' })).toBe(
      'National (QLD where the catalogue prices by state)',
    );
    expect(priceColumnText({ remoteness: 'None', state: null })).toBe(
      'National (NSW where the catalogue prices by state: no state recorded)',
    );
  });
});
