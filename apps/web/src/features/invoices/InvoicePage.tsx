export function InvoicePage() { return null; }
