import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

const openCalendars = () => document.querySelectorAll('[data-dates-input][aria-expanded="true"]');

/**
 * Test helper: picks a day in a Mantine date field's calendar through the UI (click the field, then
 * the day in that field's own calendar) and waits for the calendar to close.
 *
 * Whether a calendar is open is read from the field's aria-expanded, never from what is visible:
 * jsdom has no layout, so once floating-ui has positioned a dropdown Mantine's `hideDetached`
 * takes the zero-sized field for scrolled away and gives the open calendar `display: none`. A
 * query for visible buttons then only finds the day if it runs before positioning settles, a race
 * a loaded machine loses; and on every later opening of that field the stale position hides the
 * calendar at once. So the day is looked for in the field's own dropdown, hidden or not.
 */
export async function pickDay(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, day: string) {
  await waitFor(() => expect(openCalendars()).toHaveLength(0));
  await user.click(field);
  const dropdown = await waitFor(() => {
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const calendar = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(calendar).toBeTruthy();
    return calendar as HTMLElement;
  });
  await user.click(await within(dropdown).findByRole('button', { name: day, hidden: true }));
  await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
}
