import type { AccountingProvider } from './accounting.ts';
import { AccountingNotConnected } from './accounting-errors.ts';

const refuse = async (): Promise<never> => {
  throw new AccountingNotConnected();
};

/**
 * The offline default: no provider is configured, so nothing is posted and the product works as
 * without accounting (exports as PDF, Excel or CSV); the buttons say how to connect.
 */
export const offlineAccounting: AccountingProvider = {
  configured: false,
  name: 'Xero',
  authorizeUrl: () => {
    throw new AccountingNotConnected();
  },
  exchangeCode: refuse,
  refresh: refuse,
  organisations: refuse,
  revoke: refuse,
  upsertCustomer: refuse,
  listCustomers: refuse,
  postSalesInvoice: refuse,
  listEmployees: refuse,
  upsertEmployee: refuse,
  employeeCalendar: refuse,
  payCalendars: refuse,
  earningsRates: refuse,
  payItems: refuse,
  findTimesheet: refuse,
  saveTimesheet: refuse,
};
