// What the Xero adapter sends: a contact, a sales invoice, an employee and a timesheet in Xero's
// own field names, from the accounting port's shapes.
import type { AccountingCustomer, PayrollEmployee, PayrollTimesheet, SalesInvoice } from './accounting.ts';
import type { Json } from './xero-json.ts';

const address = (a: AccountingCustomer['address']) => a;

/** A customer as a Xero contact (Accounting API 2.0 Contacts). */
export function xeroContact(c: AccountingCustomer): Json {
  const a = address(c.address);
  return {
    ...(c.externalId ? { ContactID: c.externalId } : {}),
    ContactNumber: c.ourNumber.slice(0, 50),
    Name: c.name,
    FirstName: c.firstName,
    LastName: c.lastName,
    ...(c.email ? { EmailAddress: c.email } : {}),
    ...(c.ndisNumber ? { AccountNumber: c.ndisNumber.slice(0, 50) } : {}),
    ...(a
      ? {
          Addresses: [
            {
              AddressType: 'STREET',
              AddressLine1: a.line1,
              City: a.city,
              Region: a.region,
              PostalCode: a.postcode,
            },
          ],
        }
      : {}),
    ...(c.phone ? { Phones: [{ PhoneType: 'MOBILE', PhoneNumber: c.phone }] } : {}),
  };
}

/** A sales invoice as a Xero draft ACCREC invoice, prices exclusive of tax. */
export function xeroSalesInvoice(inv: SalesInvoice): Json {
  return {
    ...(inv.externalId ? { InvoiceID: inv.externalId } : {}),
    Type: 'ACCREC',
    Contact: { ContactID: inv.customerId },
    Date: inv.date,
    DueDate: inv.dueDate,
    Reference: inv.reference,
    LineAmountTypes: 'Exclusive',
    Status: 'DRAFT',
    ...(inv.url ? { Url: inv.url } : {}),
    LineItems: inv.lines.map((l) => ({
      Description: l.description,
      Quantity: l.quantity,
      UnitAmount: l.unitPriceCents / 100,
      AccountCode: l.accountCode,
      TaxType: l.taxType,
    })),
  };
}

/** A payroll employee as a Payroll AU 1.0 employee. */
export function xeroEmployee(e: PayrollEmployee): Json {
  const a = e.address;
  return {
    ...(e.externalId ? { EmployeeID: e.externalId } : {}),
    FirstName: e.firstName,
    LastName: e.lastName,
    DateOfBirth: e.dateOfBirth,
    ...(e.email ? { Email: e.email } : {}),
    ...(e.phone ? { Mobile: e.phone } : {}),
    ...(e.startDate ? { StartDate: e.startDate } : {}),
    ...(a
      ? {
          HomeAddress: {
            AddressLine1: a.line1,
            City: a.city,
            Region: a.region,
            PostalCode: a.postcode,
            Country: 'AUSTRALIA',
          },
        }
      : {}),
  };
}

/** A payroll timesheet as a Payroll AU 1.0 draft timesheet (the existing one's id when updating). */
export function xeroTimesheet(t: PayrollTimesheet, existingId: string | null): Json {
  return {
    ...(existingId ? { TimesheetID: existingId } : {}),
    EmployeeID: t.employeeId,
    StartDate: t.startDate,
    EndDate: t.endDate,
    Status: 'DRAFT',
    TimesheetLines: t.lines.map((l) => ({
      EarningsRateID: l.earningsRateId,
      NumberOfUnits: l.unitsPerDay,
    })),
  };
}
