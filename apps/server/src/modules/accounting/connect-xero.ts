import { createHash, randomBytes } from 'node:crypto';
import {
  chooseOrganisationSchema,
  ACCOUNTING_MESSAGES as M,
  type XeroAuthReply,
  xeroAuthQuerySchema,
} from '@care/domain';
import { authenticateSession } from '../../http/authenticate.ts';
import type { AppDeps } from '../../http/deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import type { AccountingOrganisation, AccountingTokens } from '../../ports/accounting/accounting.ts';
import {
  deleteConnection,
  findConnection,
  insertAuthState,
  saveConnection,
  spendAuthState,
  updateConnection,
} from './accounting.repo.ts';
import { describeFailure } from './accounting-failure.ts';
import { cipherOf } from './connection-session.ts';

/** A state lives this long: the time to sign in to Xero and consent. */
const STATE_TTL_MS = 15 * 60_000;
const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');
/** Xero returns here (spec 3 §2.5); registered as the app's redirect URI. */
export const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl}/app/report/auth`;

function assertConfigured(deps: AppDeps): void {
  if (!deps.accounting.configured) {
    throw new AppError(409, M.notConfigured, undefined, 'Accounting');
  }
}

/** Starts the OAuth code flow: a single-use state bound to this user's session, then Xero's authorize page. */
export const connectXeroRoute = routeSpec({
  method: 'POST',
  url: '/Integrations/connect_xero',
  summary: 'Start connecting Xero (the authorize address to open)',
  tags: ['Integrations'],
  activity: 'Started connecting Xero',
  async handler({ db, deps, principal, req, now }) {
    assertConfigured(deps);
    const { sessionId } = await authenticateSession(req, deps);
    const state = randomBytes(32).toString('base64url');
    await insertAuthState(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      sessionId,
      stateHash: hashState(state),
      createdAt: now,
    });
    return { authorizeUrl: deps.accounting.authorizeUrl(state, redirectUri(deps)) };
  },
});

type Exchange =
  | { ok: true; tokens: AccountingTokens; organisations: AccountingOrganisation[] }
  | { ok: false; reply: XeroAuthReply };

const failed = (message: string): Exchange => ({
  ok: false,
  reply: { status: 'Error', message, link: null },
});

/**
 * GET /SetUp/xero_auth?userId&code&state (spec 3 §2.5, §7.6): the callback page calls it once. The
 * state must be this session's, unused and fresh; then the code is exchanged (outside the
 * transaction: Xero's answer is awaited before any row is written) and the organisation chosen.
 */
export const xeroAuthRoute = routeSpec({
  method: 'GET',
  url: '/SetUp/xero_auth',
  summary: 'The Xero callback: check the state, exchange the code, choose the organisation',
  tags: ['Integrations'],
  querystring: xeroAuthQuerySchema,
  activity: 'Connected Xero',
  async prepare({ deps, principal, query, req, now }): Promise<Exchange> {
    const { sessionId } = await authenticateSession(req, deps);
    const spent = await spendAuthState(deps.database.db, hashState(query.state), now);
    const valid =
      spent &&
      spent.companyId === principal.companyId &&
      spent.userId === principal.uid &&
      spent.sessionId === sessionId &&
      now.getTime() - spent.createdAt.getTime() <= STATE_TTL_MS;
    if (!valid) {
      return failed(M.tryAgain);
    }
    if (query.error || !query.code) {
      return failed(M.denied);
    }
    if (!deps.accounting.configured) {
      return failed(M.notConfigured);
    }
    try {
      const tokens = await deps.accounting.exchangeCode(query.code, redirectUri(deps));
      const organisations = await deps.accounting.organisations(tokens.accessToken);
      return { ok: true, tokens, organisations };
    } catch (error) {
      return failed(describeFailure(error));
    }
  },
  async handler({ db, deps, principal, prepared, now, recordActivity }): Promise<XeroAuthReply> {
    if (!prepared.ok) {
      recordActivity(`Xero connection failed: ${prepared.reply.message}`);
      return prepared.reply;
    }
    const { tokens, organisations } = prepared;
    if (organisations.length === 0) {
      recordActivity('Xero connection failed: no organisation');
      return { status: 'Error', message: M.noOrganisation, link: null };
    }
    const cipher = cipherOf(deps);
    const only = organisations.length === 1 ? organisations[0] : undefined;
    await saveConnection(db, principal.companyId, {
      provider: deps.accounting.name,
      status: only ? 'Connected' : 'ChooseOrganisation',
      tenantId: only?.tenantId ?? null,
      tenantName: only?.name ?? null,
      connectionId: only?.connectionId ?? null,
      organisations: only ? [] : organisations,
      accessToken: cipher.seal(tokens.accessToken),
      refreshToken: cipher.seal(tokens.refreshToken),
      accessExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
      connectedBy: principal.fullName,
      connectedAt: now,
    });
    return only
      ? { status: 'Success', message: M.connected(only.name), link: null }
      : { status: 'Warning', message: M.chooseOrganisation, link: '/app/setup/integrations' };
  },
});

/** Several organisations were allowed: the company administrator picks this company's. */
export const chooseOrganisationRoute = routeSpec({
  method: 'POST',
  url: '/Integrations/choose_organisation',
  summary: 'Choose the Xero organisation this company posts to',
  tags: ['Integrations'],
  body: chooseOrganisationSchema,
  activity: 'Chose the Xero organisation',
  async handler({ db, principal, body }) {
    const row = await findConnection(db, principal.companyId);
    const chosen = row?.organisations.find((o) => o.tenantId === body.tenantId);
    if (!chosen) {
      throw fieldError('tenantId', M.organisationUnknown);
    }
    await updateConnection(db, principal.companyId, {
      status: 'Connected',
      tenantId: chosen.tenantId,
      tenantName: chosen.name,
      connectionId: chosen.connectionId,
      organisations: [],
    });
    return { message: M.organisationChosen(chosen.name) };
  },
});

/** Disconnect: the refresh token is revoked at the provider (its connections go), then the row. */
export const disconnectXeroRoute = routeSpec({
  method: 'POST',
  url: '/Integrations/disconnect',
  summary: 'Disconnect Xero (revokes the connection)',
  tags: ['Integrations'],
  activity: 'Disconnected Xero',
  async prepare({ deps, principal }) {
    const row = await findConnection(deps.database.db, principal.companyId);
    if (row && deps.accounting.configured) {
      // A token already refused needs no revoking; any other failure still disconnects here.
      await deps.accounting.revoke(cipherOf(deps).open(row.refreshToken)).catch(() => undefined);
    }
    return row !== undefined;
  },
  async handler({ db, principal, prepared }) {
    if (prepared) {
      await deleteConnection(db, principal.companyId);
    }
    return { message: M.disconnected };
  },
});
