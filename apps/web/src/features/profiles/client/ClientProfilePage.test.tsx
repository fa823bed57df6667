import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../session/session-store.ts';
import type { ClientProfile } from '../../../shelf/person-types.ts';
import { renderApp } from '../../../test/app.tsx';
import { COMPANY, json, loginReplyFor, stubApi } from '../../../test/fixtures.ts';
import { clientRecord } from '../records.test-kit.ts';

// The whole app renders here (router, layout, page): under a busy full run a reload can take over a second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const ID = '11111111-1111-4111-8111-111111111111';
const URL_PATH = `/app/user/clients/${ID}/Cooper`;

function serve(role: string, claims: string[] = [], initial: Partial<ClientProfile> = {}) {
  const reply = loginReplyFor(role, claims);
  startSession(reply);
  let client = clientRecord(initial);
  const posted: FormData[] = [];
  const stub = stubApi({
    'GET /api/Account/me': () => json({ user: reply.user, claims: reply.claims }),
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    [`GET /api/Profiles/${ID}`]: () => json(client),
    'GET /api/Profiles/get_client_progress_score': () => json({ percentage: 88 }),
    [`POST /api/Profiles/edit/${ID}`]: (init) => {
      const form = init?.body as FormData;
      posted.push(form);
      const firstName = String(form.get('firstName') ?? client.firstName);
      const surName = String(form.get('surName') ?? client.surName);
      client = {
        ...client,
        firstName,
        surName,
        fullName: `${firstName} ${surName}`,
        email: String(form.get('email') ?? client.email),
        phoneNumber: String(form.get('phoneNumber')),
        suburb: String(form.get('suburb')),
      };
      return json({ status: 'Success', message: "Cooper Baker's profile was updated." });
    },
    [`POST /api/Profiles/update_to_xero/${ID}`]: () => xeroReply(),
    [`POST /api/Profiles/invite_to_portal/${ID}`]: () => {
      client = { ...client, userId: 'u-client' };
      return json({
        status: 'Success',
        message: 'An invitation to the portal was sent to cooper.baker@example.com.au.',
      });
    },
    'GET /api/Profiles/deactivate_client': () => {
      client = { ...client, isActive: false };
      return json({ status: 'Success', message: 'Cooper Baker was deactivated.' });
    },
  });
  renderApp(URL_PATH);
  return { stub, posted };
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
let xeroReply = () =>
  json(
    {
      status: 'Error',
      message:
        'No accounting connection is set up. A company administrator can connect Xero under Setup → Integrations; until then, export as PDF, Excel or CSV.',
    },
    409,
  );

describe('the client profile, by role and claim', () => {
  beforeEach(() => {
    endSession();
  });

  it('gives an administrator the state actions, the care team, the edit buttons and the tabs', async () => {
    serve('Administrator');
    // The file's first test waits for the page's first lazy chunk.
    expect(await screen.findByRole('heading', { name: 'Cooper Baker' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(button('Deactivate Client')).toBeTruthy();
    expect(button('Activate Client')).toBeNull();
    expect(button('Approve for Auditing')).toBeTruthy();
    expect(button('Assign Care Manager')).toBeTruthy();
    expect(button('Assign Service Provider')).toBeTruthy();
    expect(button('Edit Personal Information')).toBeTruthy();
    expect(button('Edit Emergency Contact')).toBeTruthy();
    expect(button('Take Photo')).toBeTruthy();
    expect(button('Update Record to Xero')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Documents', selected: true })).toBeTruthy();
    expect(screen.getByText('Agreement start date')).toBeTruthy();
    expect(screen.getByText('Feb 1, 2026')).toBeTruthy();
    expect(screen.getByText('09-11-2002')).toBeTruthy();
  });

  it('leaves the NDIS fields and the NDIS plans card off a Support at Home client’s record', async () => {
    serve('Administrator', [], { fundingProgram: 'SUPPORT_AT_HOME' });
    expect(await screen.findByRole('heading', { name: 'Cooper Baker' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Agreement start date')).toBeTruthy();
    expect(screen.getByText('Preferred language')).toBeTruthy();
    for (const label of [
      'NDIS plan',
      'NDIS plan note',
      'Financial arrangement',
      'Remoteness (NDIS pricing)',
    ]) {
      expect(screen.queryByText(label), label).toBeNull();
    }
    expect(screen.queryByRole('region', { name: 'NDIS plans' })).toBeNull();
  });

  it("lets Staff holding 'Edit Client' edit, but not activate, audit or assign", async () => {
    serve('Staff', ['Edit Client']);
    expect(await screen.findByRole('heading', { name: 'Cooper Baker' })).toBeTruthy();
    expect(button('Edit Personal Information')).toBeTruthy();
    expect(button('Edit Emergency Contact')).toBeTruthy();
    expect(button('Upload Photo')).toBeTruthy();
    for (const name of [
      'Deactivate Client',
      'Activate Client',
      'Approve for Auditing',
      'Assign Care Manager',
      'Assign Service Provider',
      'Update Record to Xero',
      'Invite to the portal',
    ]) {
      expect(button(name), name).toBeNull();
    }
    expect(screen.getByRole('tab', { name: 'Documents' })).toBeTruthy();
  });

  it('shows an Auditor the record and its tabs, read-only', async () => {
    serve('Auditor', [], { auditApproved: true, isActive: false });
    expect(await screen.findByRole('heading', { name: 'Cooper Baker' })).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(button(/^Edit /)).toBeNull();
    expect(button('Take Photo')).toBeNull();
    expect(button('Activate Client')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Documents' })).toBeTruthy();
    expect(screen.queryByText('Agreement start date')).toBeNull();
  });

  it('offers Activate Client and Disapprove for Auditing to an admin when the client is inactive and approved', async () => {
    serve('CompanyAdmin', [], { isActive: false, auditApproved: true, clientId: 'XC-1' });
    expect(await screen.findByRole('button', { name: 'Activate Client' })).toBeTruthy();
    expect(button('Disapprove for Auditing')).toBeTruthy();
    expect(button('Update Record to Xero')).toBeNull();
  });
});

describe('the client profile, at work', () => {
  beforeEach(() => {
    endSession();
  });

  it('saves Personal Information with every field (null as empty) and shows the new values', async () => {
    const { posted } = serve('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    const phone = within(dialog).getByLabelText(/Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0400 555 666');
    const suburb = within(dialog).getByLabelText('Suburb');
    await userEvent.clear(suburb);
    await userEvent.type(suburb, 'Newtown');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0] as FormData;
    expect(form.get('phoneNumber')).toBe('0400555666');
    expect(form.get('suburb')).toBe('Newtown');
    expect(form.get('referral')).toBe('');
    expect(form.get('preferredLanguage')).toBe('Italian');
    expect(form.get('agreementStartDate')).toBe('2026-02-01');
    // Names and e-mail go as they are: unchanged, they correct nothing.
    expect(form.get('firstName')).toBe('Cooper');
    expect(form.get('email')).toBe('cooper.baker@example.com.au');
    expect(await screen.findByText('Newtown')).toBeTruthy();
    // Xero still holds the old details: the button asks to be used.
    expect(screen.getByRole('button', { name: 'Update Record to Xero' }).dataset.highlighted).toBe('true');
  });

  it('lets the office correct the name and e-mail, and says a client who signs in uses the new address (issue 40 item 8)', async () => {
    const { posted } = serve('Administrator', [], { userId: 'u-client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    expect(within(dialog).queryByText(/shown for reference and can't be changed/)).toBeNull();
    expect(within(dialog).getByText(/They sign in to the portal with this address/)).toBeTruthy();
    const first = within(dialog).getByLabelText(/First name/) as HTMLInputElement;
    expect(first.readOnly).toBe(false);
    await userEvent.clear(first);
    await userEvent.type(first, 'Coop');
    const email = within(dialog).getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'Coop.Baker@Example.com.au');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0] as FormData;
    expect(form.get('firstName')).toBe('Coop');
    expect(form.get('surName')).toBe('Baker');
    expect(form.get('email')).toBe('coop.baker@example.com.au');
    expect(await screen.findByRole('heading', { name: 'Coop Baker' })).toBeTruthy();
    expect(await screen.findByText('coop.baker@example.com.au')).toBeTruthy();
  });

  it('will not save an empty first name, nor clear the e-mail a client signs in with', async () => {
    const { posted } = serve('Administrator', [], { userId: 'u-client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    await userEvent.clear(within(dialog).getByLabelText(/First name/));
    await userEvent.clear(within(dialog).getByLabelText(/^Email/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Required Field')).toBeTruthy();
    expect(within(dialog).getByText('They sign in with their e-mail: enter the new address')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('deactivates after the confirmation and shows Inactive', async () => {
    const { stub } = serve('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Client' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Client' });
    expect(within(confirm).getByRole('button', { name: 'No, cancel' })).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(stub.calls).toContain('GET /api/Profiles/deactivate_client');
    expect(await screen.findByRole('button', { name: 'Activate Client' })).toBeTruthy();
  });

  it('invites the participant to the portal after the confirmation, then offers to send it again (issue 40 item 5)', async () => {
    const { stub } = serve('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite to the portal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Invite to the portal' });
    expect(within(confirm).getByText(/cooper\.baker@example\.com\.au/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(stub.calls).toContain(`POST /api/Profiles/invite_to_portal/${ID}`));
    expect(await screen.findByRole('button', { name: 'Send the portal invitation again' })).toBeTruthy();
  });

  it('cannot invite a participant with no e-mail, and says to add one first', async () => {
    const { stub } = serve('CompanyAdmin', [], { email: null });
    const invite = await screen.findByRole('button', { name: 'Invite to the portal' });
    expect(invite.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/add an e-mail first/)).toBeTruthy();
    expect(stub.calls.some((c) => c.includes('invite_to_portal'))).toBe(false);
  });

  it('Update Record to Xero says how to connect when Xero is not connected', async () => {
    serve('Administrator');
    await screen.findByRole('heading', { name: 'Cooper Baker' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Record to Xero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xero' });
    expect(within(dialog).getByText(/connect Xero under Setup → Integrations/)).toBeTruthy();
  });

  it('Update Record to Xero lists each detail Xero needs by its field', async () => {
    xeroReply = () =>
      json(
        {
          status: 'Error',
          message: 'Not sent to Xero: The address may be at most 50 characters (and 1 more)',
          errors: { address: 'The address may be at most 50 characters', bsb: 'Enter the 6-digit BSB' },
        },
        400,
      );
    serve('Administrator');
    await screen.findByRole('heading', { name: 'Cooper Baker' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Record to Xero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not sent to Xero: fix these first' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Address: The address may be at most 50 characters',
      'BSB: Enter the 6-digit BSB',
    ]);
  });
});
