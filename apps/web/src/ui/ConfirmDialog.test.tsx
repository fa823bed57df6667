import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('the confirmation dialog', () => {
  it('runs the call on "Yes, I\'m sure", shows it running, and closes when it settles', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Deactivate client?"
        message="Are you sure?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'No, cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closes without calling on "No, cancel", and also closes after a failed call', async () => {
    const onClose = vi.fn();
    const failing = vi.fn(() => Promise.reject(new Error('refused')));
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete?"
        message="Sure?"
        confirmLabel="Yes, delete"
        onConfirm={failing}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(failing).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
