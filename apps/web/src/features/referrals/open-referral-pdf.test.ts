import { describe, expect, it, vi } from 'vitest';
import { openReferralPdf, REFERRAL_PDF_DELAY_MS } from './open-referral-pdf.ts';

function fakeTab() {
  const doc = document.implementation.createHTMLDocument('');
  return { document: doc, location: { href: 'about:blank' }, closed: false } as unknown as Window;
}

describe('opening the referral PDF', () => {
  it('opens a tab inside the click, says the PDF is being prepared, and goes to it two seconds later', () => {
    const tab = fakeTab();
    const later: { run: () => void; ms: number }[] = [];
    const open = vi.fn(() => tab);
    openReferralPdf('/pdf/refferal-pdf/r-1', {
      open,
      later: (run, ms) => later.push({ run, ms }),
      assign: vi.fn(),
    });

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.document.title).toBe('Preparing the referral PDF…');
    expect(tab.document.body.querySelector('[role="status"]')?.textContent).toContain(
      'Preparing the referral PDF…',
    );
    expect(tab.location.href).toBe('about:blank');
    expect(later).toHaveLength(1);
    expect(later[0]?.ms).toBe(REFERRAL_PDF_DELAY_MS);
    expect(REFERRAL_PDF_DELAY_MS).toBe(2000);

    later[0]?.run();
    expect(tab.location.href).toBe(`${window.location.origin}/pdf/refferal-pdf/r-1`);
  });

  it('goes there in this tab when the browser blocks the new one', () => {
    const later: (() => void)[] = [];
    const assign = vi.fn();
    openReferralPdf('/pdf/refferal-pdf/r-1', { open: () => null, later: (run) => later.push(run), assign });
    expect(assign).not.toHaveBeenCalled();
    later[0]?.();
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pdf/refferal-pdf/r-1`);
  });
});
