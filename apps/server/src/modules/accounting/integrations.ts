import {
  type AccountingJobView,
  accountingSettingsSchema,
  type earningsRateViewSchema,
  type IntegrationView,
  ACCOUNTING_MESSAGES as M,
} from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findConnection, findJob, saveSettings } from './accounting.repo.ts';
import { failureReply } from './accounting-failure.ts';
import { accountingSession, confirmConnection } from './connection-session.ts';

const STATUS_TEXT: Record<string, string> = {
  NotConnected: 'Not connected: connect Xero to post invoices and timesheets.',
  Connected: 'Connected',
  ChooseOrganisation: M.chooseOrganisation,
  ReconnectNeeded: M.reconnect,
};

/** GET /Integrations/get_integrations (spec 1 §7.5): the integrations and their state, no secrets. */
export const getIntegrationsRoute = routeSpec({
  method: 'GET',
  url: '/Integrations/get_integrations',
  summary: 'The integrations (Xero) and their state',
  tags: ['Integrations'],
  async handler({ db, deps, principal }): Promise<IntegrationView[]> {
    if ((await findConnection(db, principal.companyId))?.status === 'Connected') {
      await confirmConnection(deps, principal.companyId);
    }
    const row = await findConnection(db, principal.companyId);
    const status = row?.status ?? 'NotConnected';
    const settings = row?.settings ?? {};
    return [
      {
        name: 'Xero',
        kind: 'accounting',
        configured: deps.accounting.configured,
        status,
        organisationName: row?.tenantName ?? null,
        connectedAt: row?.connectedAt.toISOString() ?? null,
        connectedBy: row?.connectedBy ?? null,
        organisations: (row?.organisations ?? []).map((o) => ({ tenantId: o.tenantId, name: o.name })),
        settings: {
          accountCode: settings.accountCode ?? '200',
          taxType: settings.taxType ?? 'EXEMPTOUTPUT',
          earningsRates: settings.earningsRates ?? {},
        },
        message: deps.accounting.configured ? (STATUS_TEXT[status] ?? status) : M.notConfigured,
      },
    ];
  },
});

/** The revenue account, tax type and the earnings rate of each shift code and kilometres. */
export const saveIntegrationSettingsRoute = routeSpec({
  method: 'POST',
  url: '/Integrations/save_settings',
  summary: 'Save the accounting settings and the earnings-rate mapping',
  tags: ['Integrations'],
  body: accountingSettingsSchema,
  activity: 'Saved the integration settings',
  async handler({ db, principal, body }) {
    const earningsRates = Object.fromEntries(Object.entries(body.earningsRates).filter(([, id]) => id));
    if (!(await saveSettings(db, principal.companyId, { ...body, earningsRates }))) {
      throw fieldError('accountCode', M.notConnected);
    }
    return { message: M.settingsSaved };
  },
});

/** The organisation's earnings rates, for the mapping on the Integrations page. */
export const earningsRatesRoute = routeSpec({
  method: 'GET',
  url: '/Integrations/earnings_rates',
  summary: 'The connected organisation’s earnings rates (read from Xero)',
  tags: ['Integrations'],
  async handler({ deps, principal }): Promise<z.infer<typeof earningsRateViewSchema>[]> {
    try {
      const session = await accountingSession(deps, principal.companyId);
      return await deps.accounting.earningsRates(session);
    } catch (error) {
      throw failureReply(error);
    }
  },
});

/** A long post's progress (the page polls it). */
export const getAccountingJobRoute = routeSpec({
  method: 'GET',
  url: '/Integrations/get_job',
  summary: 'A posting job’s progress and its log of failures',
  tags: ['Integrations'],
  querystring: z.object({ id: z.uuid({ message: 'Unknown job' }) }),
  async handler({ db, principal, query }): Promise<AccountingJobView> {
    const job = await findJob(db, principal.companyId, query.id);
    if (!job) {
      throw notFound();
    }
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      total: job.total,
      done: job.done,
      message: job.message,
      logs: job.logs,
    };
  },
});
