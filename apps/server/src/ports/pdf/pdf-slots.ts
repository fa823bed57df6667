import { tooManyRequests } from '../../http/errors.ts';

/** How many PDFs one company may have in the making at once. */
export const PDF_SLOTS_PER_COMPANY = 2;

export const PDF_BUSY = 'Another PDF for your company is being made; try again in a moment.';

const inUse = new Map<string, number>();

/**
 * Makes a PDF in one of the company's slots: two at a time per company, beyond that a 429 at once
 * (never a queue that one office's clicks could fill for everyone). The count is this process's:
 * a limit on what one replica takes on, not state another replica needs.
 */
export async function withPdfSlot<T>(companyId: string, make: () => Promise<T>): Promise<T> {
  const held = inUse.get(companyId) ?? 0;
  if (held >= PDF_SLOTS_PER_COMPANY) {
    throw tooManyRequests(PDF_BUSY);
  }
  inUse.set(companyId, held + 1);
  try {
    return await make();
  } finally {
    const left = (inUse.get(companyId) ?? 1) - 1;
    if (left > 0) {
      inUse.set(companyId, left);
    } else {
      inUse.delete(companyId);
    }
  }
}

/** The company's PDFs in the making (tests). */
export const pdfSlotsInUse = (companyId: string) => inUse.get(companyId) ?? 0;
