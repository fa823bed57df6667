export function SavedInvoicesPage() { return null; }
