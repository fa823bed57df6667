import { can } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage, rootPage } from '../../platform/route-kit.ts';

/** The invoice screen, saved invoices and an invoice's detail (spec 3 §2.3). */
export const invoiceRoutes = [
  appPage(
    'reports/invoice',
    (p) => can(p, 'invoice.manage'),
    lazyRouteComponent(() => import('./InvoicePage.tsx'), 'InvoicePage'),
  ),
  appPage(
    'reports/saved-invoice',
    (p) => can(p, 'invoice.view'),
    lazyRouteComponent(() => import('./SavedInvoicesPage.tsx'), 'SavedInvoicesPage'),
  ),
  appPage(
    'reports/aged-invoices',
    (p) => can(p, 'invoice.view'),
    lazyRouteComponent(() => import('./AgedInvoicesPage.tsx'), 'AgedInvoicesPage'),
  ),
  appPage(
    'reports/view-saved-invoice/$from/$to/$uid',
    (p) => can(p, 'invoice.view'),
    lazyRouteComponent(() => import('./SavedInvoiceDetailPage.tsx'), 'SavedInvoiceDetailPage'),
  ),
] as const;

const pdfPage = <const TPath extends string>(
  path: TPath,
  page: 'UngroupedInvoicePdfPage' | 'GroupedInvoicePdfPage',
) =>
  rootPage(
    path,
    (p) => can(p, 'invoice.view'),
    lazyRouteComponent(() => import('./InvoicePdfPages.tsx'), page),
  );

/** The invoice PDFs (spec 3 §2.3, §9), outside the app's shell, each opened in its own tab. */
export const invoicePdfRoutes = [
  pdfPage('pdf/loadUngroupedInvoice-pdf/$genRate', 'UngroupedInvoicePdfPage'),
  pdfPage('pdf/loadGroupedInvoice-pdf/$genRate', 'GroupedInvoicePdfPage'),
] as const;
