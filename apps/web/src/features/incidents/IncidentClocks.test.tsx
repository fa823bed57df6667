import type { IncidentClock } from '@care/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { IncidentClocks } from './IncidentClocks.tsx';

const clockDueIn = (now: number, ms: number): IncidentClock => ({
  form: 'immediate',
  label: 'Immediate Notification',
  rule: '24 hours from awareness',
  dueAt: new Date(now + ms).toISOString(),
  submittedAt: null,
  state: 'running',
  msLeft: ms,
});

describe('IncidentClocks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a 24-hour clock raised seconds ago, half-way through a minute, shows less than a day left', () => {
    const now = Date.parse('2026-11-27T03:15:40Z');
    vi.useFakeTimers({ now });
    renderWithProviders(<IncidentClocks clocks={[clockDueIn(now, 24 * 3_600_000 - 5_000)]} />);
    expect(screen.getByText('23 h 59 min left')).toBeTruthy();
    expect(screen.queryByText(/1 d 0 h left/)).toBeNull();
  });

  it('a clock past its due time reads late', () => {
    const now = Date.parse('2026-11-27T03:15:40Z');
    vi.useFakeTimers({ now });
    renderWithProviders(<IncidentClocks clocks={[clockDueIn(now, -90 * 60_000)]} />);
    expect(screen.getByText('1 h 30 min late')).toBeTruthy();
  });
});
