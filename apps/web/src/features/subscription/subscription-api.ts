import type {
  BillingCycle,
  BillingPortalReply,
  PackagesReply,
  Payment,
  PaymentStartReply,
} from '@care/domain';
import { api } from '../../api/api.ts';

export const PACKAGES_KEY = ['subscription', 'packages'] as const;
export const PAYMENTS_KEY = ['subscription', 'payments'] as const;

/** GET /Packages/get_all_packages (spec 1 §7.3): the plans and the company's subscription. */
export const fetchPackages = (signal?: AbortSignal) =>
  api.get<PackagesReply>('/Packages/get_all_packages', { signal });

/** GET /Companies/subscribe (spec 1 §7.3): starts the payment; answers where to pay. */
export const subscribe = (query: {
  companyId: string;
  packageId: string;
  noofuser: number;
  duration: number;
  billed: BillingCycle;
}) => api.get<PaymentStartReply>('/Companies/subscribe', { query });

/** GET /Companies/update_client_payment (spec 1 §7.3): change the package or the number of users. */
export const changeSubscription = (query: { companyId: string; packageId: string; noofuser: number }) =>
  api.get<PaymentStartReply>('/Companies/update_client_payment', { query });

/** GET /Payments/get_all (spec 1 §7.3). */
export const fetchPayments = (
  query: { companyId: string; status?: string; fromDate?: string; toDate?: string },
  signal?: AbortSignal,
) => api.get<{ payments: Payment[] }>('/Payments/get_all', { query, signal });

export const fetchPayment = (paymentId: string, signal?: AbortSignal) =>
  api.get<{ payment: Payment }>(`/Payments/get_payment/${encodeURIComponent(paymentId)}`, { signal });

/** Where a started payment goes: the product's own page (offline invoice) or the payment service's. */
export function goToPayment(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/')) {
    navigate(url);
  } else {
    window.location.assign(url);
  }
}

/** The payment's invoice as a PDF, downloaded by the browser (the session travels in its cookie). */
export const paymentPdfUrl = (paymentId: string) =>
  `/api/Payments/invoice_pdf/${encodeURIComponent(paymentId)}?download=true`;

/** POST /Payments/billing_portal: a session of the payment service's billing portal for a card subscription. */
export const openBillingPortal = (companyId: string) =>
  api.post<BillingPortalReply>('/Payments/billing_portal', { companyId }, { toastFailure: false });
