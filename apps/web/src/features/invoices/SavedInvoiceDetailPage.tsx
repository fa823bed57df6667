export function SavedInvoiceDetailPage() { return null; }
