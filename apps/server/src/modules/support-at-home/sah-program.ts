import {
  sahDollars as dollars,
  FUNDING_PROGRAM_LABELS,
  formatCalendarDate,
  SAH_MESSAGES as M,
  percentText,
  SAH_PENSION_STATUS_LABELS,
  type SahProgramView,
  type StatusReply,
  sahClassificationAdd,
  sahContributionRateAdd,
  sahProgramSave,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { clientFunding, lockPerson, setFundingProgram, staffContact } from '../people/people.api.ts';
import {
  classificationsOf,
  contributionRatesOf,
  insertClassification,
  insertContributionRate,
  programOf,
  saveProgram,
} from './sah-clients.repo.ts';
import { classificationLabel, programView } from './sah-program-view.ts';
import { companyToday } from './sah-today.ts';

const TAGS = ['SupportAtHome'];

/** The client (the route line's record rule reached them), locked for the rest of the transaction. */
async function clientForChange(db: Queryable, companyId: string, clientId: string) {
  await lockPerson(db, 'client', companyId, clientId);
  const client = await clientFunding(db, companyId, clientId);
  if (!client) {
    throw notFound();
  }
  return { ...client, fullName: `${client.firstName} ${client.surName}`.trim() };
}

/** A Support at Home client, or 400: classifications and rates belong to the program. */
async function sahClientForChange(db: Queryable, companyId: string, clientId: string) {
  const client = await clientForChange(db, companyId, clientId);
  if (client.fundingProgram !== 'SUPPORT_AT_HOME') {
    throw badRequest(M.notSupportAtHome, { clientId: M.notSupportAtHome });
  }
  return client;
}

/** The client's program: funding, My Aged Care ID, classifications, rates, lifetime cap, care partner. */
export const getSahProgramRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/get_client_program',
  summary:
    'A client’s funding and Support at Home program (classifications, contribution rates, lifetime cap)',
  tags: TAGS,
  querystring: z.object({ clientId: z.uuid('clientId must be a UUID') }),
  async handler({ db, principal, query, now }): Promise<SahProgramView> {
    const today = await companyToday(db, principal.companyId, now);
    return programView(db, principal.companyId, query.clientId, today);
  },
});

/** Saves who funds the client and, for Support at Home, the program's details. */
export const saveSahProgramRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/save_client_program',
  summary: 'Sets a client’s funding (NDIS, Support at Home, Private) and their Support at Home details',
  tags: TAGS,
  body: sahProgramSave,
  activity: 'Saved a client’s funding program',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const client = await clientForChange(db, companyId, body.clientId);
    if (body.carePartnerStaffId && !(await staffContact(db, companyId, body.carePartnerStaffId))) {
      throw fieldError('carePartnerStaffId', M.carePartnerUnknown);
    }
    await setFundingProgram(db, companyId, client.id, body.fundingProgram, now, principal.uid);
    const label = FUNDING_PROGRAM_LABELS[body.fundingProgram];
    if (body.fundingProgram === 'SUPPORT_AT_HOME') {
      const old = await programOf(db, companyId, client.id);
      const paid = body.contributionsPaid ?? old?.contributionsPaidCents ?? 0;
      await saveProgram(
        db,
        companyId,
        client.id,
        {
          myAgedCareId: body.myAgedCareId,
          grandfathered: body.grandfathered,
          contributionsPaidCents: paid,
          contributionsPaidAsOf: body.contributionsPaidAsOf ?? null,
          carePartnerStaffId: body.carePartnerStaffId ?? null,
        },
        now,
        principal.fullName,
      );
      recordActivity(
        `Saved the Support at Home program of ${client.fullName}: My Aged Care ID ${body.myAgedCareId}, ${body.grandfathered ? 'grandfathered' : 'not grandfathered'}, contributions paid ${dollars(paid)}`,
      );
    } else {
      recordActivity(`Set the funding of ${client.fullName} to ${label}`);
    }
    return { status: 'Success', message: `${client.fullName} is funded by ${label}.` };
  },
});

/** A classification or pathway from its start date (a reassessment adds a row, never edits one). */
export const addSahClassificationRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/add_classification',
  summary: 'Adds a Support at Home classification (1–8) or pathway to a client from its start date',
  tags: TAGS,
  body: sahClassificationAdd,
  activity: 'Added a Support at Home classification',
  async handler({
    db,
    principal,
    body,
    now,
    recordActivity,
  }): Promise<StatusReply & { classificationId: string }> {
    const { companyId } = principal;
    const client = await sahClientForChange(db, companyId, body.clientId);
    const existing = await classificationsOf(db, companyId, client.id);
    if (existing.some((c) => c.startDate === body.startDate)) {
      throw fieldError('startDate', 'A classification of this client already starts on that date');
    }
    const classificationId = await insertClassification(
      db,
      companyId,
      client.id,
      { classification: body.classification, approvalDate: body.approvalDate, startDate: body.startDate },
      now,
      principal.fullName,
    );
    const what = `${classificationLabel(body.classification)} from ${formatCalendarDate(body.startDate)} (approved ${formatCalendarDate(body.approvalDate)})`;
    recordActivity(`Added ${what} to ${client.fullName}`);
    return { status: 'Success', message: `${what} was added.`, classificationId };
  },
});

/** The contribution rates of a Services Australia notice, from a date: entered, never computed. */
export const addSahContributionRateRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/add_contribution_rate',
  summary:
    'Adds a client’s contribution rates (independence, everyday living) from the Services Australia notice',
  tags: TAGS,
  body: sahContributionRateAdd,
  activity: 'Added Support at Home contribution rates',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply & { rateId: string }> {
    const { companyId } = principal;
    const client = await sahClientForChange(db, companyId, body.clientId);
    const existing = await contributionRatesOf(db, companyId, client.id);
    if (existing.some((r) => r.effectiveFrom === body.effectiveFrom)) {
      throw fieldError('effectiveFrom', 'Rates of this client already start on that date');
    }
    const rateId = await insertContributionRate(
      db,
      companyId,
      client.id,
      {
        effectiveFrom: body.effectiveFrom,
        pensionStatus: body.pensionStatus,
        independenceBp: body.independence,
        everydayLivingBp: body.everydayLiving,
      },
      now,
      principal.fullName,
    );
    const what = `${SAH_PENSION_STATUS_LABELS[body.pensionStatus]}: independence ${percentText(body.independence)}, everyday living ${percentText(body.everydayLiving)} from ${formatCalendarDate(body.effectiveFrom)}`;
    recordActivity(`Added the contribution rates of ${client.fullName} (${what})`);
    return { status: 'Success', message: `The contribution rates were added (${what}).`, rateId };
  },
});
