// The front door of the pdf-kit module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).

export type { PdfCompany } from './pdf-header.ts';
export { companyLines, head, headerRule, INNER, MARGIN } from './pdf-header.ts';
