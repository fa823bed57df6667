import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PlanFormDialog } from './PlanFormDialog.tsx';
import { planView } from './plans.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const OVERLAP =
  'These dates overlap the client’s plan from 01-07-2026 to 30-06-2027. A client has one plan at a time.';

function open(editing: ReturnType<typeof planView> | null, reply: () => Response) {
  startSession(loginReplyFor('Administrator'));
  const bodies: unknown[] = [];
  const onClose = vi.fn();
  const handler = (init: RequestInit | undefined) => {
    bodies.push(JSON.parse(String(init?.body)));
    return reply();
  };
  const api = stubApi({
    'POST /api/ClientPlans': handler,
    'POST /api/ClientPlans/edit/plan-current': handler,
  });
  renderWithProviders(
    <PlanFormDialog profileId="p-1" opened editing={editing} latest={planView()} onClose={onClose} />,
  );
  return { ...api, bodies, onClose };
}

const success = () => json({ status: 'Success', message: 'Saved.' });

/** Opens the category select of a budget line; returns its own list of options. */
async function openCategories(user: ReturnType<typeof userEvent.setup>, line: number) {
  const input = screen.getAllByLabelText(`Support category of line ${line}`)[0] as HTMLElement;
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  return document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, line: number, name: string) {
  const list = await openCategories(user, line);
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}

describe('the Add/Edit NDIS plan dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T01:00:00Z') });
  });

  it('starts a new plan the day after the latest ends, and sends its budget lines as typed', async () => {
    const user = userEvent.setup();
    const { bodies, onClose } = open(null, success);
    const dialog = await screen.findByRole('dialog', { name: 'Add NDIS plan' });
    expect(within(dialog).getByText('01-07-2027')).toBeTruthy();
    expect(within(dialog).getByText('30-06-2028')).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: /^Plan manager\s*\*?$/ }) as HTMLInputElement).value,
    ).toBe('Harbour Plan Management');

    await chooseCategory(user, 1, '1 · Assistance with Daily Life (Includes SIL)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount of line 1' }), '52,000');
    await user.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    await chooseCategory(user, 2, '15 · Improved Daily Living Skills');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount of line 2' }), '3400.5');
    expect(within(dialog).getByText('$55,400.50')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        clientId: 'p-1',
        startDate: '2027-07-01',
        endDate: '2028-06-30',
        management: 'Plan Managed',
        planManager: 'Harbour Plan Management',
        planManagerEmail: '',
        planManagerAbn: '',
        planManagerAddress: '',
        representativeName: '',
        representativeEmail: '',
        representativeAddress: '',
        note: '',
        budgets: [
          { supportCategoryNumber: '1', amount: '52,000' },
          { supportCategoryNumber: '15', amount: '3400.5' },
        ],
      },
    ]);
  });

  it('shows each field’s message and sends nothing while the form is wrong', async () => {
    const user = userEvent.setup();
    const { bodies } = open(null, success);
    const dialog = await screen.findByRole('dialog', { name: 'Add NDIS plan' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount of line 1' }), '-20');
    await user.click(within(dialog).getByRole('radio', { name: /Plan Managed/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Plan manager\s*\*?$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findByText('Choose a support category')).toBeTruthy();
    expect(within(dialog).getByText('Must be a number')).toBeTruthy();
    expect(within(dialog).getByText('Enter the plan manager’s name')).toBeTruthy();
    expect(within(dialog).getByText('Please check the fields marked in red.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('does not offer a category already in the plan, and removes a line', async () => {
    const user = userEvent.setup();
    open(planView(), success);
    const dialog = await screen.findByRole('dialog', { name: 'Edit NDIS plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    const list = await openCategories(user, 3);
    const taken = within(list).getByRole('option', { name: '7 · Support Coordination', hidden: true });
    expect(taken.getAttribute('data-combobox-disabled') ?? taken.getAttribute('aria-disabled')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 3' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Amount of line 3' })).toBeNull();
  });

  it('edits a plan with its amounts in dollars, and places the server’s overlap message under the start date', async () => {
    const user = userEvent.setup();
    const { bodies, onClose } = open(planView(), () =>
      json({ status: 'Error', message: OVERLAP, errors: { startDate: OVERLAP } }, 400),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit NDIS plan' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Amount of line 2' }) as HTMLInputElement).value,
    ).toBe('4320.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findAllByText(OVERLAP)).length).toBe(2);
    expect(bodies).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
