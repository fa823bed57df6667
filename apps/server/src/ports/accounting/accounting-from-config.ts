import type { AccountingProvider } from './accounting.ts';
import { offlineAccounting } from './offline-accounting.ts';
import { XeroAccounting } from './xero-accounting.ts';
import type { XeroClientOptions, XeroConfig } from './xero-client.ts';

/** Xero when its client id and secret are set (XERO_CLIENT_ID, XERO_CLIENT_SECRET), else the offline default. */
export function accountingFromConfig(
  xero: XeroConfig | undefined,
  options: XeroClientOptions = {},
): AccountingProvider {
  return xero?.clientId && xero.clientSecret ? new XeroAccounting(xero, options) : offlineAccounting;
}
