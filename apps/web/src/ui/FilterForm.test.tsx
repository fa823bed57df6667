import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FilterForm } from './FilterForm.tsx';

interface Draft {
  who: string | null;
  shown: string;
  start: string | null;
  end: string | null;
}
const EMPTY: Draft = { who: null, shown: 'active', start: null, end: null };
const PEOPLE = [
  { value: 'p1', label: 'Ann Lee' },
  { value: 'p2', label: 'Bo Chan' },
];
const CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

function renderForm(props: Partial<Parameters<typeof FilterForm<Draft>>[0]> = {}) {
  const onApply = vi.fn();
  const onReset = vi.fn();
  const close = vi.fn();
  renderWithProviders(
    <FilterForm<Draft>
      value={EMPTY}
      fields={[
        { kind: 'select', name: 'who', label: 'Staff', data: PEOPLE },
        { kind: 'segmented', name: 'shown', label: 'Documents', data: CHOICES },
        [
          { kind: 'day', name: 'start', label: 'Start date' },
          { kind: 'day', name: 'end', label: 'End date' },
        ],
      ]}
      dayRange={['start', 'end']}
      onApply={onApply}
      onReset={onReset}
      close={close}
      {...props}
    />,
  );
  return { onApply, onReset, close };
}

describe('FilterForm', () => {
  it('submits the values chosen in its fields on Load, then closes', async () => {
    const user = userEvent.setup();
    const { onApply, close } = renderForm();
    expect(screen.getByPlaceholderText('Anyone')).toBeTruthy();
    await user.click(screen.getByLabelText('Staff', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bo Chan', hidden: true }));
    await user.click(screen.getByText('Archived'));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(onApply).toHaveBeenCalledWith({ who: 'p2', shown: 'archived', start: null, end: null });
    expect(close).toHaveBeenCalledOnce();
  });

  it('Reset Filter resets and closes without applying the draft', async () => {
    const user = userEvent.setup();
    const { onApply, onReset, close } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledOnce();
  });

  it('an end day before the start shows under the end and disables Load', () => {
    renderForm({ value: { ...EMPTY, start: '2026-05-10', end: '2026-05-01' } });
    expect(screen.getByText('The end date is before the start date')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a failed check shows its message and stops the Load; the form's own button words show", async () => {
    const user = userEvent.setup();
    const { onApply, close } = renderForm({
      check: (d) => (d.who ? null : { message: 'Choose a staff member' }),
      resetLabel: 'Clear',
      applyLabel: 'Apply',
    });
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a staff member');
    expect(onApply).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
