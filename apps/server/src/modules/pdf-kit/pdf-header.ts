import type { Content, TableCell } from 'pdfmake/interfaces';

/** 10 mm in points (spec 3 §9: A4, 10 mm margins). */
export const MARGIN = (10 / 25.4) * 72;

/** The A4 width inside the margins, so that every column width is fixed (pdfmake measures '*' per row). */
export const INNER = 595.28 - 2 * MARGIN;

/** The company as the PDFs' headers print it. */
export interface PdfCompany {
  companyName: string;
  abn: string | null;
  address: string | null;
  /** The NDIS provider registration number (invoices print it; timesheets leave it out). */
  ndisRegistrationNumber?: string | null;
}

/**
 * Long tables: one rule under the header, no others (every rule is drawn per row; thousands of
 * rows). A named layout (ports/pdf/make-pdf.ts), as documents travel to the PDF worker as data.
 */
export const headerRule = 'headerRule';

/** A table's bold header row. */
export const head = (...labels: string[]): TableCell[] => labels.map((text) => ({ text, bold: true }));

/** The company's name, ABN, NDIS registration number (when given and an NDIS paper) and address, at the top of a PDF. */
export function companyLines(company: PdfCompany, o: { ndis?: boolean } = {}): Content[] {
  return [
    { text: company.companyName, fontSize: 14, bold: true },
    ...(company.abn ? [{ text: `ABN ${company.abn}` }] : []),
    // An aged-care paper (Support at Home) is no NDIS business: it leaves the NDIS registration out.
    ...(company.ndisRegistrationNumber && o.ndis !== false
      ? [{ text: `NDIS registration number ${company.ndisRegistrationNumber}` }]
      : []),
    ...(company.address ? [{ text: company.address }] : []),
  ];
}
