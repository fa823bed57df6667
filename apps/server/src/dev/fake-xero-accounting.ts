// The fake's Accounting API writes: a contact and a sales invoice, refused with Xero's own
// validation messages.
import { randomUUID } from 'node:crypto';
import { type FakeTenant, type Json, str } from './fake-xero-books.ts';

const TAX_TYPES = new Set(['OUTPUT', 'EXEMPTOUTPUT', 'BASEXCLUDED', 'EXEMPTEXPORT', 'NONE']);
const REVENUE_ACCOUNTS = new Set(['200', '260']);

/** A contact created or updated; the validation messages when refused. */
export function upsertContact(t: FakeTenant, c: Json): string[] | Json {
  const name = str(c.Name).trim();
  if (!name && !c.ContactID) {
    return [
      'The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber',
    ];
  }
  const existing = c.ContactID ? t.contacts.find((x) => x.ContactID === c.ContactID) : undefined;
  if (c.ContactID && !existing) {
    return [`Contact with ContactID ${str(c.ContactID)} does not exist`];
  }
  if (t.contacts.some((x) => x !== existing && x.ContactStatus === 'ACTIVE' && x.Name === name)) {
    return [
      `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
    ];
  }
  if (existing) {
    Object.assign(existing, c);
    return existing;
  }
  const made = { ...c, ContactID: randomUUID(), ContactStatus: 'ACTIVE', HasValidationErrors: false };
  t.contacts.push(made);
  return made;
}

/** A sales invoice created or updated (a draft or submitted one only); the messages when refused. */
export function createInvoice(t: FakeTenant, i: Json): string[] | Json {
  const errors: string[] = [];
  if (i.Type !== 'ACCREC' && i.Type !== 'ACCPAY') {
    errors.push('Invoice Type must be specified');
  }
  const contactId = str((i.Contact as Json | undefined)?.ContactID);
  if (!t.contacts.some((c) => c.ContactID === contactId)) {
    errors.push(
      'The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber',
    );
  }
  for (const line of (i.LineItems ?? []) as Json[]) {
    if (!str(line.Description)) {
      errors.push('Description must be at least 1 char long');
    }
    if (!REVENUE_ACCOUNTS.has(str(line.AccountCode))) {
      errors.push(`Account code '${str(line.AccountCode)}' is not a valid code for this document.`);
    }
    if (!TAX_TYPES.has(str(line.TaxType))) {
      errors.push(
        `The TaxType code '${str(line.TaxType)}' does not exist or cannot be used for this type of transaction.`,
      );
    }
  }
  const existing = i.InvoiceID ? t.invoices.find((x) => x.InvoiceID === i.InvoiceID) : undefined;
  if (i.InvoiceID && !existing) {
    errors.push(`Invoice ${str(i.InvoiceID)} was not found`);
  }
  if (existing && existing.Status !== 'DRAFT' && existing.Status !== 'SUBMITTED') {
    errors.push('This document cannot be edited as it has a payment or credit note allocated to it.');
  }
  if (errors.length > 0) {
    return errors;
  }
  const lines = ((i.LineItems ?? []) as Json[]).map((l) => ({
    ...l,
    TaxType: l.TaxType === 'NONE' ? 'BASEXCLUDED' : l.TaxType,
    LineAmount: Math.round(Number(l.Quantity) * Number(l.UnitAmount) * 100) / 100,
  }));
  const subTotal = lines.reduce((sum, l) => sum + l.LineAmount, 0);
  const tax = lines.reduce((sum, l) => sum + (l.TaxType === 'OUTPUT' ? l.LineAmount * 0.1 : 0), 0);
  const made = {
    ...i,
    LineItems: lines,
    InvoiceID: existing ? str(existing.InvoiceID) : randomUUID(),
    InvoiceNumber:
      str(i.InvoiceNumber) ||
      str(existing?.InvoiceNumber) ||
      `INV-${String(t.invoices.length + 1).padStart(4, '0')}`,
    Status: str(i.Status) || 'DRAFT',
    SubTotal: Math.round(subTotal * 100) / 100,
    TotalTax: Math.round(tax * 100) / 100,
    Total: Math.round((subTotal + tax) * 100) / 100,
    HasErrors: false,
    StatusAttributeString: 'OK',
  };
  if (existing) {
    Object.assign(existing, made);
    return existing;
  }
  t.invoices.push(made);
  return made;
}
