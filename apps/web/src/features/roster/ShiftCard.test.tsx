import type { ShiftRosterView } from '@care/domain';
import { act, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from '../../shelf/useNow.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { shiftView } from '../../test/shifts.ts';
import { ShiftCard } from './ShiftCard.tsx';

// 9:00 AM – 1:00 PM on Thursday 10 December 2026 in Sydney (UTC+11).
const START = Date.parse('2026-12-09T22:00:00.000Z');
const END = Date.parse('2026-12-10T02:00:00.000Z');
const MIN = 60_000;

function card(shift: ShiftRosterView, nowMs: number) {
  const view = renderWithProviders(
    <ShiftCard
      shift={shift}
      zone="Australia/Sydney"
      nowMs={nowMs}
      selecting={false}
      selected={false}
      onToggle={() => undefined}
      onOpen={() => undefined}
    />,
  );
  const paper = view.container.querySelector('.roster-card') as HTMLElement;
  const dot = paper.querySelector('.roster-dot') as HTMLElement | null;
  return { status: paper.dataset.status, dot: dot?.style.background ?? '', view };
}

describe('a shift card', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a minute before the start', START - MIN, {}, 'Upcoming', 'gray'],
    ['within the tolerance, nobody clocked in', START + 14 * MIN, {}, 'Upcoming', 'gray'],
    ['past the tolerance, nobody clocked in', START + 15 * MIN, {}, 'Late', 'orange'],
    ['under way with attendance not ended', START + 30 * MIN, { attendance: true }, 'In shift', 'yellow'],
    ['at the end with no attendance', END, {}, 'Absent', 'red'],
    ['after the end, attended and ended', END + MIN, { attendance: true, isEnded: true }, 'Present', 'green'],
    [
      'clocked out an hour early',
      END + MIN,
      { attendance: true, isEnded: true, attendanceClockOut: new Date(END - 60 * MIN).toISOString() },
      'Left early',
      'pink',
    ],
    [
      'clocked in an hour late',
      END + MIN,
      { attendance: true, isEnded: true, attendanceClockIn: new Date(START + 60 * MIN).toISOString() },
      'Late',
      'orange',
    ],
    ['ended while a cancellation is asked', END + MIN, { status: 'Pending' }, 'Pending', 'grape'],
  ] as const)('%s reads %s with a %s dot', (_when, nowMs, facts, status, colour) => {
    const shown = card(
      shiftView({ dateFrom: new Date(START).toISOString(), dateTo: new Date(END).toISOString(), ...facts }),
      nowMs,
    );
    expect(shown.status).toBe(status);
    expect(shown.dot).toContain(`--mantine-color-${colour}-6`);
    expect(screen.getByRole('button', { name: new RegExp(`, ${status}$`) })).toBeTruthy();
  });

  it('shows the time range in the company zone, the staff member, the clients and the stored status badge', () => {
    const shift = shiftView({
      dateFrom: new Date(START).toISOString(),
      dateTo: new Date(END).toISOString(),
      status: 'Cancelled',
      clientList: [
        { profileId: 'p-1', fullName: 'Ben Carter' },
        { profileId: 'p-2', fullName: 'Dana Lowe' },
      ],
      isExceptionalShift: true,
      overriddenFindings: [{ kind: 'overlap', message: 'Overlaps another shift' }],
    });
    const { view } = card(shift, START - 60 * MIN);
    const root = within(view.container);
    expect(root.getByText('9:00 AM – 1:00 PM')).toBeTruthy();
    expect(root.getByText('Aroha Ngata')).toBeTruthy();
    expect(root.getByText('Ben Carter, Dana Lowe')).toBeTruthy();
    expect(root.getByText('Cancelled')).toBeTruthy();
    expect(root.getByRole('img', { name: 'Active night' })).toBeTruthy();
    expect(root.getByRole('img', { name: 'Rostered despite the checks' })).toBeTruthy();
    expect(root.queryByText('Flagged')).toBeNull();
  });

  it.each([
    ['outside', 'Clocked in outside the radius of the client’s address'],
    ['noLocation', 'Clocked in without a location from the phone'],
    ['inside', 'The clock-out was outside the radius or without a location, or the phone’s time was off'],
  ])('badges a flagged clock-in (%s) in red, saying why', (clockInLocation, why) => {
    const shift = shiftView({
      dateFrom: new Date(START).toISOString(),
      dateTo: new Date(END).toISOString(),
      attendance: true,
      attendanceId: 'a-1',
      attendanceFlagged: true,
      clockInLocation,
    });
    const { view } = card(shift, START + 30 * MIN);
    const badge = within(view.container).getByText('Flagged');
    expect(badge.closest('[title]')?.getAttribute('title')).toBe(why);
    expect(screen.getByRole('button', { name: /, In shift, flagged clock-in$/ })).toBeTruthy();
  });
});

describe('the roster clock', () => {
  afterEach(() => vi.useRealTimers());

  it('moves on to the next minute by itself, so Upcoming turns Active at the start without a reload', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START - 30_000 });
    const { result } = renderHook(() => useNow());
    expect(result.current.getTime()).toBe(START - MIN);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.getTime()).toBe(START);
  });
});
