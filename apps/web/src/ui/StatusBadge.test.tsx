import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { STATUS_COLOURS, StatusBadge, statusColour } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it('maps each status of a kind to its colour, and any other to the kind’s fallback', () => {
    expect(['Current', 'Upcoming', 'Ended'].map(STATUS_COLOURS.plan)).toEqual(['teal', 'blue', 'gray']);
    expect(['Draft', 'Saved', 'Claimed', 'Paid', 'Rejected', 'Odd'].map(STATUS_COLOURS.invoiceLine)).toEqual([
      'gray',
      'blue',
      'violet',
      'green',
      'red',
      'gray',
    ]);
    expect(['Claimed', 'Processed', 'Paid', 'Rejected'].map(STATUS_COLOURS.claim)).toEqual([
      'violet',
      'teal',
      'green',
      'red',
    ]);
    expect(['Rejected', 'Pending', 'Approved', 'Other'].map(STATUS_COLOURS.sentTimesheet)).toEqual([
      'red',
      'yellow',
      'green',
      'yellow',
    ]);
    expect(
      ['Pending', 'Approved', 'Need Adjustment', 'Adjusted', null].map(STATUS_COLOURS.timesheetSplit),
    ).toEqual(['yellow', 'green', 'orange', 'blue', 'yellow']);
    expect(statusColour('shift', 'Pending')).toBe('grape');
    expect(statusColour('shift', 'Cancelled')).toBe('red');
    expect(statusColour('shift', 'Upcoming')).toBe('green');
    expect(statusColour('shiftState', 'Absent')).toBe('red');
    expect(statusColour('document', 'expired')).toBe('red');
    expect(statusColour('referral', 'Accepted')).toBe('teal');
    expect(statusColour('active', 'Inactive')).toBe('gray');
    expect(statusColour('openShiftRequest', 'Declined')).toBe('gray');
  });

  it('shows the status (or its label) in its colour, in the asked variant', () => {
    renderWithProviders(
      <>
        <StatusBadge kind="claim" status="Paid" />
        <StatusBadge kind="document" status="not started" label="Not Started" />
        <StatusBadge kind="shiftState" status="Present" variant="dot" />
      </>,
    );
    const paid = screen.getByText('Paid').closest('.mantine-Badge-root') as HTMLElement;
    expect(paid.getAttribute('data-variant')).toBe('light');
    expect(paid.style.getPropertyValue('--badge-color')).toContain('green');
    const doc = screen.getByText('Not Started').closest('.mantine-Badge-root') as HTMLElement;
    expect(doc.style.getPropertyValue('--badge-bg')).toContain('gray');
    expect(screen.queryByText('not started')).toBeNull();
    const dot = screen.getByText('Present').closest('.mantine-Badge-root') as HTMLElement;
    expect(dot.getAttribute('data-variant')).toBe('dot');
    expect(dot.style.getPropertyValue('--badge-dot-color')).toContain('green');
  });
});
