import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES, cancellationApprovalRefusal, cancellationNotice } from './cancellation.ts';

describe('cancellationApprovalRefusal (issue 24)', () => {
  it('lets the office approve a pending request while the worker has not clocked in', () => {
    expect(cancellationApprovalRefusal({ status: 'Pending', attendance: false })).toBeNull();
  });

  it('refuses once the worker has clocked in on the shift, saying why', () => {
    expect(cancellationApprovalRefusal({ status: 'Pending', attendance: true })).toBe('workerClockedIn');
    expect(CANCELLATION_MESSAGES.workerClockedIn).toMatch(/already clocked in/);
  });

  it('refuses a shift with no request waiting (confirmed or already cancelled)', () => {
    expect(cancellationApprovalRefusal({ status: null, attendance: false })).toBe('notPending');
    expect(cancellationApprovalRefusal({ status: 'Cancelled', attendance: false })).toBe('notPending');
  });
});

describe('cancellationNotice', () => {
  it('counts the minutes of notice, none for a late call, short under 7 days', () => {
    const start = new Date('2026-08-16T09:00:00+10:00');
    expect(cancellationNotice(new Date('2026-08-09T09:00:00+10:00'), start)).toEqual({
      noticeMinutes: 7 * 24 * 60,
      isShortNotice: false,
    });
    expect(cancellationNotice(new Date('2026-08-16T10:00:00+10:00'), start)).toEqual({
      noticeMinutes: 0,
      isShortNotice: true,
    });
  });
});
