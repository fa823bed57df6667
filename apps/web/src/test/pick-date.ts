import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const openCalendars = () => document.querySelectorAll('[data-dates-input][aria-expanded="true"]');

/**
 * Test helper: picks a calendar date ('YYYY-MM-DD') in the date field labelled `label` (DateField,
 * FormField kind 'date') through its calendar, as a person would: opens it, climbs to the decade
 * (the header's level button), turns decades until the year shows, then clicks the year, the month
 * and the day, and waits for the calendar to close. Where the calendar opens (the field's value or
 * today's month) does not matter, so no test depends on today's date.
 *
 * The calendar is found through the field's aria-controls and searched hidden or not: jsdom has no
 * layout, and Mantine's `hideDetached` may give an open dropdown `display: none` (see
 * features/roster/pick-day.ts).
 */
export async function pickDate(
  user: ReturnType<typeof userEvent.setup>,
  label: string | RegExp,
  date: string,
  scope: HTMLElement = document.body,
): Promise<void> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  await waitFor(() => expect(openCalendars()).toHaveLength(0));
  const field = within(scope).getByRole('button', { name: label });
  await user.click(field);
  const calendar = await waitFor(() => {
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const found = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  const level = () => calendar.querySelector<HTMLElement>('[class*="calendarHeaderLevel"]') as HTMLElement;
  // Month "March 2026" → year "2026" → decade "2020 – 2029".
  for (let i = 0; i < 2 && (level().textContent?.match(/\d{4}/g) ?? []).length < 2; i++) {
    await user.click(level());
  }
  for (let i = 0; i < 30; i++) {
    const [from, to] = (level().textContent?.match(/\d{4}/g) ?? []).map(Number) as [number, number];
    if (year >= from && year <= to) {
      break;
    }
    const direction = year < from ? 'previous' : 'next';
    await user.click(calendar.querySelector(`button[data-direction="${direction}"]`) as HTMLElement);
  }
  const { getByRole } = within(calendar);
  await user.click(getByRole('button', { name: String(year), hidden: true }));
  await user.click(getByRole('button', { name: MONTHS_SHORT[month - 1], hidden: true }));
  await user.click(getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, hidden: true }));
  await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
  // The field now shows the day as the app writes dates (DD-MM-YYYY).
  expect(field.textContent).toContain(
    `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`,
  );
}
