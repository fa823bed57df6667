import { expect } from 'vitest';
import { uniqueAddress, uniqueName } from './fixtures.ts';
import { bearer, type CompanyFixture, type Harness, signIn } from './harness.ts';
import { linkTokenFor } from './mailbox.ts';

export const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });

export const post = (h: Harness, url: string, token: string, payload: object = {}) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A complete public referral form for a uniquely named participant and referrer. */
export function referralBody(overrides: Record<string, unknown> = {}) {
  const firstName = uniqueName('Participant').replace('-', '');
  const referrer = uniqueName('Referrer').replace('-', '');
  return {
    firstName,
    lastName: 'Nguyen',
    preferredName: 'Sam',
    dateOfBirth: '1990-04-12',
    gender: 'Female',
    email: `${firstName.toLowerCase()}@participant.example`,
    contactNumber: '0412 345 678',
    ndisNo: '430123456',
    ndisStartDate: '2026-07-01',
    ndisEndDate: '2027-06-30',
    planManagement: 'Plan Managed',
    currentResidence: '12 Example Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    livingArrangement: 'With family',
    primaryDisability: 'Autism',
    interpreterRequired: 'No',
    referrerName: `${referrer} Jones`,
    referrerOrganisation: 'Plan Co',
    referrerRole: 'Support Coordinator',
    referrerEmail: `${referrer.toLowerCase()}@planco.example`,
    referrerPhone: '02 9876 5432',
    supportsRequested: ['Personal Care', 'Community Access'],
    goals: 'Join a weekly art class',
    consentToShare: true,
    consentGivenBy: 'The participant',
    ...overrides,
  };
}
export type ReferralBody = ReturnType<typeof referralBody>;

/**
 * Submits the public form, from an address no other test uses unless given: without a session, or as
 * the signed-in user whose token is given (a service provider referring a client).
 */
export function submitReferral(
  h: Harness,
  companyId: string,
  body: object = referralBody(),
  remoteAddress = uniqueAddress(),
  token?: string,
) {
  return h.app.inject({
    method: 'POST',
    url: `/api/ClientReferrals/submit_referral/${companyId}`,
    payload: body,
    remoteAddress,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

/** A referral received through the public form (sent signed in when a token is given): its id and form. */
export async function receivedReferral(
  h: Harness,
  companyId: string,
  overrides: Record<string, unknown> = {},
  token?: string,
) {
  const body = referralBody(overrides);
  const res = await submitReferral(h, companyId, body, uniqueAddress(), token);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().clientReferralId as string, body };
}

/** Adds a service provider through the admin route and returns its id and e-mail. */
export async function addProvider(h: Harness, c: CompanyFixture, overrides: Record<string, unknown> = {}) {
  const name = uniqueName('Coordinator').replace('-', '');
  const body = {
    referralCompany: 'Coordination Co',
    name,
    lastName: 'Smith',
    email: `${name.toLowerCase()}@coord.example`,
    phone: '0400 111 222',
    address: '1 Provider Lane',
    ...overrides,
  };
  const res = await post(h, '/api/ClientReferrals/add_serviceprovider', c.users.CompanyAdmin.token, body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().serviceProvidersId as string, email: body.email, name: body.name, body };
}

/** A provider added by an admin who accepted the invitation and signed in: their id, e-mail and token. */
export async function signedInProvider(h: Harness, c: CompanyFixture) {
  const provider = await addProvider(h, c);
  const password = 'Provider-Pass-7';
  const set = await h.app.inject({
    method: 'POST',
    url: '/api/Account/set_password',
    payload: {
      token: await linkTokenFor(h, provider.email, 'set-password'),
      password,
      confirmPassword: password,
    },
  });
  expect(set.statusCode, set.body).toBe(200);
  return { ...provider, token: await signIn(h, provider.email, password) };
}
