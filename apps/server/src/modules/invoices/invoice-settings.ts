import {
  CLAIM_DATE_FORMATS,
  type ClaimDateFormat,
  GST_CODES,
  type GstCode,
  type InvoiceSettings,
  invoiceSettingsSchema,
  INVOICE_MESSAGES as M,
  type StatusReply,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { invoiceSettingsOf, updateInvoiceSettings } from './invoice-settings.repo.ts';

const TAGS = ['SetUp'];

/** A stored value of a list, or the list's first (the default) when it is not one of them. */
const oneOf = <T extends string>(list: readonly T[], value: string): T =>
  (list as readonly string[]).includes(value) ? (value as T) : (list[0] as T);

/** The invoice settings: billing short-notice cancellations, the claim file's date format and GST code. */
export const getInvoiceSettingsRoute = routeSpec({
  method: 'GET',
  url: '/SetUp/get_invoice_settings',
  summary:
    'The company’s invoice settings: short-notice cancellations billed, claim file date format and GST code',
  tags: TAGS,
  async handler({ db, principal }): Promise<InvoiceSettings> {
    const row = await invoiceSettingsOf(db, principal.companyId);
    return {
      billShortNoticeCancellations: row.billShortNoticeCancellations,
      claimDateFormat: oneOf<ClaimDateFormat>(CLAIM_DATE_FORMATS, row.claimDateFormat),
      claimGstCode: oneOf<GstCode>(GST_CODES, row.claimGstCode),
      paymentTermsDays: row.paymentTermsDays,
      bankAccountName: row.bankAccountName,
      bankBsb: row.bankBsb,
      bankAccountNumber: row.bankAccountNumber,
    };
  },
});

export const editInvoiceSettingsRoute = routeSpec({
  method: 'POST',
  url: '/SetUp/edit_invoice_settings',
  summary: 'Saves the invoice settings',
  tags: TAGS,
  body: invoiceSettingsSchema,
  activity: 'Changed the invoice settings',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    await updateInvoiceSettings(db, principal.companyId, body, now, principal.uid);
    recordActivity(
      `Changed the invoice settings: short-notice cancellations ${body.billShortNoticeCancellations ? 'billed' : 'not billed'}, claim dates ${body.claimDateFormat}, GST code ${body.claimGstCode}, payment terms ${body.paymentTermsDays} days, bank account ${body.bankAccountName ?? 'not set'} ${body.bankBsb ?? ''} ${body.bankAccountNumber ? `…${body.bankAccountNumber.slice(-3)}` : ''}`.trim(),
    );
    return { status: 'Success', message: M.settingsSaved };
  },
});
