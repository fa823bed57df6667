import { MESSAGES } from '@care/domain';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../platform/query-client.ts';
import { endSession, startSession } from '../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../test/fixtures.ts';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';

vi.mock('../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const SUMMARY = {
  administrators: 2,
  staff: 1500,
  clients: 48,
  activeClients: 40,
  users: 60,
  auditApprovedClients: 12,
  auditApprovedStaff: 9,
};

function serverFor(role: string) {
  const reply = loginReplyFor(role);
  return stubApi({
    'POST /api/Account/login': () => json(reply),
    'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/Dashboard/summary': () => json(SUMMARY),
  });
}

function renderAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  render(<App router={router} queryClient={createQueryClient()} />);
  return router;
}

async function signIn(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'CarePlatform#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the route table', () => {
  beforeEach(() => {
    endSession();
  });

  it('sends a visitor from / to sign-in', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
  });

  it('returns a signed-out deep link there after sign-in', async () => {
    serverFor('Staff');
    const router = renderAt('/app/staff/change-password');
    await signIn('staff@harbourside.demo');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/staff/change-password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('priya@harbourside.demo');
  });

  it("sends a sign-in without a remembered path to the role's home", async () => {
    serverFor('CompanyAdmin');
    const router = renderAt('/auth/sign-in');
    await signIn('owner@harbourside.demo');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(await screen.findByText('1.5k')).toBeTruthy();
  });

  it('sends a signed-in user away from sign-in to their home', async () => {
    serverFor('Client');
    startSession(loginReplyFor('Client'));
    const router = renderAt('/auth/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/client/dashboard'));
    expect(await screen.findByRole('heading', { name: /Welcome, Priya/ })).toBeTruthy();
  });

  it("keeps a user out of another role's page", async () => {
    serverFor('Staff');
    startSession(loginReplyFor('Staff'));
    const router = renderAt('/app/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/staff/dashboard'));
  });

  it('shows the other roles the company and CONTACT ADMINISTRATOR', async () => {
    serverFor('CareManager');
    startSession(loginReplyFor('CareManager'));
    renderAt('/');
    // A care manager's home lists their clients (issue 40 item 9), with CONTACT ADMINISTRATOR.
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeTruthy();
    const contact = await screen.findByRole('link', { name: /CONTACT ADMINISTRATOR/ });
    expect(contact.getAttribute('href')).toBe('mailto:office@harbourside.demo');
  });

  it("opens the auditor area's root on the auditor's client list (spec 3 §2.8)", async () => {
    serverFor('Auditor');
    startSession(loginReplyFor('Auditor'));
    const router = renderAt('/app/auditor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/auditor/clients'));
  });

  it.each([
    ['/subscription', '/app/subscription', ''],
    ['/subscription/payments', '/app/subscription/payments', ''],
    ['/payment/pk-2?users=15', '/app/payment/pk-2', '?users=15'],
    ['/payment', '/app/subscription', ''],
    ['/payment-response/pay-1?session_id=cs_1', '/app/payment-response/pay-1', '?session_id=cs_1'],
    ['/payment-response', '/app/payment-response', ''],
  ])("opens the spec's top-level area %s in the /app shell (spec 1 §2.1)", async (from, to, search) => {
    serverFor('CompanyAdmin');
    startSession(loginReplyFor('CompanyAdmin'));
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.location.searchStr).toBe(search);
    expect(screen.queryByText(MESSAGES.notFoundPage)).toBeNull();
  });

  it('sends a signed-out visitor of a top-level subscription area to sign-in, then back there', async () => {
    serverFor('CompanyAdmin');
    const router = renderAt('/subscription');
    await signIn('owner@harbourside.demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/subscription'));
  });

  it('sends the accounting callback’s root /app/report on to /app/report/auth with its query (spec 3 §2.5)', async () => {
    const server = serverFor('CompanyAdmin');
    startSession(loginReplyFor('CompanyAdmin'));
    const router = renderAt('/app/report?code=c-1&state=s-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report/auth'));
    expect(router.state.location.search).toMatchObject({ code: 'c-1', state: 's-1' });
    expect(screen.queryByText(MESSAGES.notFoundPage)).toBeNull();
    await waitFor(() => expect(server.calls.some((c) => c.includes('/SetUp/xero_auth'))).toBe(true));
  });

  it('shows the 404 page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to website' }).getAttribute('href')).toBe('/');
  });

  it('goes back to sign-in when the server ends the session', async () => {
    stubApi({ 'GET /api/Account/me': () => json({ status: 'Error', message: 'expired' }, 401) });
    startSession(loginReplyFor('Staff'));
    const router = renderAt('/app/staff/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });
});
