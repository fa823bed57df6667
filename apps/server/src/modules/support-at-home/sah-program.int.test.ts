import { describe, expect, it } from 'vitest';
import { activitiesOf, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { countRows } from '../../../test/uploads.ts';
import { sahClassifications, sahClients, sahContributionRates } from '../../db/schema/index.ts';
import { GRANDFATHERED_MEANING } from './sah-program-view.ts';
import {
  ADD_CLASSIFICATION,
  ADD_RATE,
  clientOf,
  get,
  PROGRAM,
  post,
  programBody,
  SAVE_PROGRAM,
  sahClient,
} from './support-at-home.test-kit.ts';

describe('POST /api/SupportAtHome/save_client_program', () => {
  it('sets the funding and the program details, logs it, and the profile reads them back', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await clientOf(h, c.companyId);
    const partner = await insertStaff(h, c.companyId);
    const res = await post(
      h,
      SAVE_PROGRAM,
      admin.token,
      programBody(client.id, { carePartnerStaffId: partner.id, grandfathered: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: `${client.fullName} is funded by Support at Home.`,
    });
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Saved the Support at Home program of ${client.fullName}: My Aged Care ID AC12345678, grandfathered, contributions paid $1,250.00`,
      ),
    ).toHaveLength(1);
    const view = (await get(h, PROGRAM(client.id), admin.token)).json();
    expect(view).toMatchObject({
      fundingProgram: 'SUPPORT_AT_HOME',
      fundingProgramLabel: 'Support at Home',
      myAgedCareId: 'AC12345678',
      grandfathered: true,
      grandfatheredMeaning: GRANDFATHERED_MEANING,
      contributionsPaidCents: 125_000,
      contributionsPaidAsOf: '2026-10-31',
      // The grandfathered (HCP) cap: $82,018.15 less $1,250.00 paid.
      lifetimeCapCents: 8_201_815,
      lifetimeCapRoomCents: 8_076_815,
      carePartner: { staffId: partner.id, name: `${partner.firstName} Test` },
      classifications: [],
      contributionRates: [],
    });
    expect(view.warnings).toEqual([
      'No classification or pathway recorded: budgets cannot be shown',
      'No contribution rates entered from the Services Australia notice: the no-assessment rates (50% / 80%) would be used',
    ]);
  });

  it('a client is NDIS-funded until set, and can be set to Private without program details', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    expect((await get(h, PROGRAM(client.id), c.users.Administrator.token)).json()).toMatchObject({
      fundingProgram: 'NDIS',
      myAgedCareId: null,
      lifetimeCapCents: 13_531_869,
      warnings: [],
    });
    const res = await post(h, SAVE_PROGRAM, c.users.CompanyAdmin.token, {
      clientId: client.id,
      fundingProgram: 'PRIVATE',
    });
    expect(res.json().message).toBe(`${client.fullName} is funded by Private.`);
    expect((await get(h, PROGRAM(client.id), c.users.CompanyAdmin.token)).json().fundingProgramLabel).toBe(
      'Private',
    );
    expect(await countRows(h, sahClients, c.companyId)).toBe(0);
  });

  it('names each bad field and stores nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    const empty = await post(h, SAVE_PROGRAM, token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      clientId: 'Choose the client',
      fundingProgram: 'Choose how the client is funded',
    });
    const bad = await post(
      h,
      SAVE_PROGRAM,
      token,
      programBody(client.id, { contributionsPaid: '-5', contributionsPaidAsOf: '2026-13-01' }),
    );
    expect(bad.json().errors).toEqual({
      contributionsPaid: 'Must be a number',
      contributionsPaidAsOf: 'Enter a valid date',
    });
    const badId = await post(h, SAVE_PROGRAM, token, programBody(client.id, { myAgedCareId: 'AC-12' }));
    expect(badId.json().errors).toEqual({
      myAgedCareId: 'A My Aged Care ID is letters and digits, e.g. AC12345678',
    });
    const noId = await post(h, SAVE_PROGRAM, token, programBody(client.id, { myAgedCareId: '' }));
    expect(noId.json().errors).toEqual({ myAgedCareId: 'Enter the My Aged Care ID' });
    const stranger = await post(
      h,
      SAVE_PROGRAM,
      token,
      programBody(client.id, { carePartnerStaffId: crypto.randomUUID() }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({
      carePartnerStaffId: 'The care partner must be a staff member of the company',
    });
    expect(await countRows(h, sahClients, c.companyId)).toBe(0);
    expect((await get(h, PROGRAM(client.id), token)).json().fundingProgram).toBe('NDIS');
  });

  it('refuses roles that do not edit clients (403), and another company’s client is 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const theirs = await clientOf(h, other.companyId);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect(
        (await post(h, SAVE_PROGRAM, c.users[role].token, programBody(client.id))).statusCode,
        role,
      ).toBe(403);
    }
    const res = await post(h, SAVE_PROGRAM, c.users.CompanyAdmin.token, programBody(theirs.id));
    expect(res.statusCode).toBe(404);
    expect((await get(h, PROGRAM(theirs.id), c.users.CompanyAdmin.token)).statusCode).toBe(404);
  });

  it('lets a holder of the Edit Client claim keep the program', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Client'] });
    const client = await clientOf(h, c.companyId);
    expect((await post(h, SAVE_PROGRAM, c.users.Staff.token, programBody(client.id))).statusCode).toBe(200);
  });
});

describe('POST /api/SupportAtHome/add_classification and add_contribution_rate', () => {
  it('adds dated classifications and the notice’s rates, logged, shown oldest first with their checks', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await clientOf(h, c.companyId);
    await sahClient(h, admin.token, client.id, { classification: '4' });
    const re = await post(h, ADD_CLASSIFICATION, admin.token, {
      clientId: client.id,
      classification: 'END_OF_LIFE',
      approvalDate: '2026-09-01',
      startDate: '2026-09-02',
    });
    expect(re.json().message).toBe('End-of-Life from 02-09-2026 (approved 01-09-2026) was added.');
    const full = await post(h, ADD_RATE, admin.token, {
      clientId: client.id,
      effectiveFrom: '2026-03-20',
      pensionStatus: 'FULL_PENSIONER',
      independence: '5',
      everydayLiving: '17.5%',
    });
    expect(full.json().message).toBe(
      'The contribution rates were added (Full pensioner: independence 5%, everyday living 17.5% from 20-03-2026).',
    );
    expect(
      await activitiesOf(
        h,
        admin.id,
        `Added Classification 4 from 01-11-2025 (approved 20-10-2025) to ${client.fullName}`,
      ),
    ).toHaveLength(1);
    const view = (
      await get(h, `/api/SupportAtHome/get_client_program?clientId=${client.id}`, admin.token)
    ).json();
    expect(view.classifications.map((x: { label: string }) => x.label)).toEqual([
      'Classification 4',
      'End-of-Life',
    ]);
    expect(view.contributionRates).toMatchObject([
      {
        effectiveFrom: '2025-11-01',
        pensionStatusLabel: 'Part pensioner',
        independenceBp: 1000,
        everydayLivingBp: 3500,
        warnings: [],
      },
      {
        effectiveFrom: '2026-03-20',
        pensionStatus: 'FULL_PENSIONER',
        independenceBp: 500,
        everydayLivingBp: 1750,
        warnings: [],
      },
    ]);
    expect(view.warnings).toEqual([]);
  });

  it('warns on rates unusual for the status, without changing them', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const client = await clientOf(h, c.companyId);
    await post(h, SAVE_PROGRAM, token, programBody(client.id));
    await post(h, ADD_RATE, token, {
      clientId: client.id,
      effectiveFrom: '2025-11-01',
      pensionStatus: 'FULL_PENSIONER',
      independence: '10',
      everydayLiving: '17.5',
    });
    const [rate] = (await get(h, `/api/SupportAtHome/get_client_program?clientId=${client.id}`, token)).json()
      .contributionRates;
    expect(rate.independenceBp).toBe(1000);
    expect(rate.warnings).toEqual([
      'The usual rates for a full pensioner are 5% / 17.5%: check the Services Australia notice',
    ]);
  });

  it('each validation message, and nothing stored', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const client = await clientOf(h, c.companyId);
    await post(h, SAVE_PROGRAM, token, programBody(client.id));
    expect((await post(h, ADD_CLASSIFICATION, token, {})).json().errors).toEqual({
      clientId: 'Choose the client',
      classification: 'Choose the classification or pathway',
      approvalDate: 'Approval date is required',
      startDate: 'Start date is required',
    });
    const early = await post(h, ADD_CLASSIFICATION, token, {
      clientId: client.id,
      classification: '9',
      approvalDate: '2026-07-10',
      startDate: '2026-07-01',
    });
    expect(early.json().errors).toEqual({ classification: 'Choose the classification or pathway' });
    const before = await post(h, ADD_CLASSIFICATION, token, {
      clientId: client.id,
      classification: '3',
      approvalDate: '2026-07-10',
      startDate: '2026-07-01',
    });
    expect(before.json().errors).toEqual({ startDate: 'Services cannot start before the approval date' });
    expect((await post(h, ADD_RATE, token, {})).json().errors).toEqual({
      clientId: 'Choose the client',
      effectiveFrom: 'Effective from is required',
      pensionStatus: 'Choose the status on the Services Australia notice',
      independence: 'Enter the rate from the Services Australia notice',
      everydayLiving: 'Enter the rate from the Services Australia notice',
    });
    const rates = await post(h, ADD_RATE, token, {
      clientId: client.id,
      effectiveFrom: '2026-07-01',
      pensionStatus: 'SELF_FUNDED',
      independence: '50.5',
      everydayLiving: '12.345',
    });
    expect(rates.json().errors).toEqual({
      independence: 'The independence rate is at most 50%',
      everydayLiving: 'Enter a percentage with at most 2 decimal places, e.g. 17.5',
    });
    const over = await post(h, ADD_RATE, token, {
      clientId: client.id,
      effectiveFrom: '2026-07-01',
      pensionStatus: 'SELF_FUNDED',
      independence: '50',
      everydayLiving: '80.01',
    });
    expect(over.json().errors).toEqual({ everydayLiving: 'The everyday living rate is at most 80%' });
    expect(await countRows(h, sahClassifications, c.companyId)).toBe(0);
    expect(await countRows(h, sahContributionRates, c.companyId)).toBe(0);
  });

  it('refuses a second row starting the same day, and a client not on Support at Home', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    const client = await clientOf(h, c.companyId);
    await sahClient(h, token, client.id);
    const again = await post(h, ADD_CLASSIFICATION, token, {
      clientId: client.id,
      classification: '7',
      approvalDate: '2025-10-20',
      startDate: '2025-11-01',
    });
    expect(again.json().errors).toEqual({
      startDate: 'A classification of this client already starts on that date',
    });
    const rateAgain = await post(h, ADD_RATE, token, {
      clientId: client.id,
      effectiveFrom: '2025-11-01',
      pensionStatus: 'PART_PENSIONER',
      independence: '12',
      everydayLiving: '40',
    });
    expect(rateAgain.json().errors).toEqual({
      effectiveFrom: 'Rates of this client already start on that date',
    });
    const ndis = await clientOf(h, c.companyId);
    const res = await post(h, ADD_CLASSIFICATION, token, {
      clientId: ndis.id,
      classification: '2',
      approvalDate: '2026-07-01',
      startDate: '2026-07-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clientId: 'This client is not funded by Support at Home' });
    expect(await countRows(h, sahClassifications, c.companyId)).toBe(1);
  });

  it('wrong role 403; another company’s client 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await clientOf(h, other.companyId);
    await sahClient(h, other.users.CompanyAdmin.token, theirs.id);
    const body = {
      clientId: theirs.id,
      classification: '2',
      approvalDate: '2026-07-01',
      startDate: '2026-07-02',
    };
    expect((await post(h, ADD_CLASSIFICATION, c.users.Staff.token, body)).statusCode).toBe(403);
    expect((await post(h, ADD_CLASSIFICATION, c.users.CompanyAdmin.token, body)).statusCode).toBe(404);
    const rate = {
      clientId: theirs.id,
      effectiveFrom: '2026-07-01',
      pensionStatus: 'SELF_FUNDED',
      independence: '50',
      everydayLiving: '80',
    };
    expect((await post(h, ADD_RATE, c.users.Client.token, rate)).statusCode).toBe(403);
    expect((await post(h, ADD_RATE, c.users.Administrator.token, rate)).statusCode).toBe(404);
    expect(await countRows(h, sahClassifications, other.companyId)).toBe(1);
  });
});
