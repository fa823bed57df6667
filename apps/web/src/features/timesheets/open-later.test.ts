import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_TAB_DELAY_MS, pdfPath, pdfTabLater } from './open-later.ts';

function fakeTab() {
  return { closed: false, close: vi.fn(), location: { href: '' } };
}

describe('pdfTabLater', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a blank tab at once and sends it to the PDF exactly two seconds later', () => {
    vi.useFakeTimers();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const later = pdfTabLater();
    expect(open).toHaveBeenCalledWith('', '_blank');
    later.openAfterDelay('/pdf/all-staff-timesheet/a/b');
    vi.advanceTimersByTime(PDF_TAB_DELAY_MS - 1);
    expect(tab.location.href).toBe('');
    vi.advanceTimersByTime(1);
    expect(tab.location.href).toBe('/pdf/all-staff-timesheet/a/b');
    expect(PDF_TAB_DELAY_MS).toBe(2000);
  });

  it('opens the PDF in a new tab when the blank one was blocked or closed', () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    pdfTabLater().openAfterDelay('/pdf/x');
    vi.advanceTimersByTime(PDF_TAB_DELAY_MS);
    expect(open).toHaveBeenLastCalledWith('/pdf/x', '_blank');
  });

  it('closes the blank tab when the request failed', () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    pdfTabLater().cancel();
    expect(tab.close).toHaveBeenCalled();
  });

  it('encodes each part of a PDF path', () => {
    expect(pdfPath('staff-timesheet', 's-1,s-2', '2026-11-08T13:00:00.000Z')).toBe(
      '/pdf/staff-timesheet/s-1%2Cs-2/2026-11-08T13%3A00%3A00.000Z',
    );
  });
});
