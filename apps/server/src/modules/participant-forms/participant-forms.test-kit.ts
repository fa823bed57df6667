import type { Harness } from '../../../test/harness.ts';
import { pngOf } from '../../../test/images.ts';
import { get, post } from '../../../test/referrals.ts';

export const SAVE = '/api/ParticipantForms/save';
export const SIGN = '/api/ParticipantForms/sign';
export const fetchForm = (call: string, clientId: string, companyId: string, name: string) =>
  `/api${call}?clientId=${clientId}&companyId=${companyId}&name=${encodeURIComponent(name)}`;
export const clientForms = (clientId: string) =>
  `/api/ParticipantForms/get_client_forms?clientId=${clientId}`;
export const versions = (clientId: string, name: string) =>
  `/api/ParticipantForms/get_versions?clientId=${clientId}&name=${name}`;
export const pdfOf = (id: string) => `/api/ParticipantForms/pdf/${id}`;

/** A drawn signature as the pad sends it. */
export const SIGNATURE = `data:image/png;base64,${pngOf(40, 20).toString('base64')}`;

/** A complete service agreement (every required field). */
export const agreementValues = (over: Record<string, unknown> = {}) => ({
  effectiveDate: '2026-11-01',
  participantInvolvement: 'Participant present',
  participantName: 'Mia Chen',
  ndisNumber: '430123456',
  providerName: 'Harbourside Care',
  providerSignatory: 'Olivia Grant, Director',
  fundingType: 'NDIA-managed',
  termStart: '2026-11-01',
  termEnd: '2027-10-31',
  supports: [
    { itemNumber: '01_011_0107_1_1', name: 'Self-care', frequency: 'Weekly', quantity: 10, unitPrice: 70.23 },
  ],
  cancellationTerms: 'At least 7 days notice.',
  changeTerms: '14 days written notice.',
  complaintsRoute: 'Call the office.',
  ...over,
});

export async function saveForm(h: Harness, token: string, clientId: string, slug: string, values: object) {
  const res = await post(h, SAVE, token, { clientId, slug, values });
  if (res.statusCode !== 200) {
    throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  }
  return res.json() as { formId: string; version: number; revision: number; status: string };
}

export const signBody = (
  clientId: string,
  formId: string,
  role: string,
  over: Record<string, unknown> = {},
) => ({
  clientId,
  formId,
  role,
  name: role === 'provider' ? 'Olivia Grant' : 'Mia Chen',
  method: 'drawn',
  signatureImage: SIGNATURE,
  ...over,
});

export { get, post };
