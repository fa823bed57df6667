export function UngroupedInvoicePdfPage() { return null; }
export function GroupedInvoicePdfPage() { return null; }
