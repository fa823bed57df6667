import { describe, expect, it } from 'vitest';
import { shiftView } from '../test/dialog-shifts.ts';
import { noticeText, reasonCodeLabel, repeatDaysText, shiftWhen } from './shift-display.ts';

describe('how the dialogs word a shift', () => {
  it('gives the date and times in the company’s zone', () => {
    expect(shiftWhen(shiftView(), 'Australia/Sydney')).toBe('Tuesday 24 November 2026 · 9:00 AM – 5:00 PM');
    expect(shiftWhen(shiftView(), 'UTC')).toBe('Monday 23 November 2026 · 10:00 PM – Tue 24 Nov, 6:00 AM');
  });

  it('gives the end’s date when an overnight shift ends the next day', () => {
    const night = shiftView({ dateFrom: '2026-11-24T09:00:00Z', dateTo: '2026-11-24T19:00:00Z' });
    expect(shiftWhen(night, 'Australia/Sydney')).toBe(
      'Tuesday 24 November 2026 · 8:00 PM – Wed 25 Nov, 6:00 AM',
    );
  });

  it('words the notice a client gave', () => {
    expect(noticeText(6 * 1440 + 23 * 60 + 59)).toBe('6 days 23 hours');
    expect(noticeText(90)).toBe('1 hour 30 minutes');
    expect(noticeText(1440)).toBe('1 day');
    expect(noticeText(0)).toBe('none');
  });

  it('names the NDIS reason and the repeat days', () => {
    expect(reasonCodeLabel('NSDH')).toBe('No show due to health reasons');
    expect(reasonCodeLabel(null)).toBe('');
    expect(repeatDaysText(shiftView({ monday: true, wednesday: true, sunday: true }))).toBe(
      'Sunday, Monday, Wednesday',
    );
  });
});
