import {
  type ClientPlanForm,
  clientPlanForm,
  findOverlappingPlan,
  newClientPlanForm,
  overlapMessage,
  planPeriod,
  type StatusReply,
  supportCategoryOf,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { reachedRow } from '../people/people.api.ts';
import {
  deletePlan,
  findPlan,
  insertPlan,
  lockClient,
  planDatesOf,
  replaceBudgets,
  updatePlan,
} from './plans.repo.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });

/** The client (reached: the line's record rule, or `reachedRow`), locked for the rest of the transaction. */
async function clientForChange(db: Queryable, principal: Principal, profileId: string) {
  const client = await lockClient(db, principal.companyId, profileId);
  if (!client) {
    throw notFound();
  }
  return { ...client, fullName: `${client.firstName} ${client.surName}`.trim() };
}

/** Refuses (400) dates that share a day with another of the client's plans: a client has one plan at a time. */
async function assertNoOverlap(
  db: Queryable,
  companyId: string,
  profileId: string,
  plan: ClientPlanForm,
  exceptId?: string,
) {
  const clash = findOverlappingPlan(plan, await planDatesOf(db, companyId, profileId, exceptId));
  if (clash) {
    const message = overlapMessage(clash);
    throw badRequest(message, { startDate: message });
  }
}

/** The form's budget lines as stored: the category's official name beside its number. */
const budgetLines = (plan: ClientPlanForm) =>
  plan.budgets.map((b) => ({
    supportCategoryNumber: b.supportCategoryNumber,
    supportCategoryName: supportCategoryOf(b.supportCategoryNumber)?.name ?? '',
    amountCents: b.amount,
  }));

const planFields = (plan: ClientPlanForm) => ({
  startDate: plan.startDate,
  endDate: plan.endDate,
  management: plan.management,
  planManager: plan.planManager,
  planManagerEmail: plan.planManagerEmail,
  planManagerAbn: plan.planManagerAbn,
  planManagerAddress: plan.planManagerAddress,
  representativeName: plan.representativeName,
  representativeEmail: plan.representativeEmail,
  representativeAddress: plan.representativeAddress,
  note: plan.note,
});

/** Adding, editing and deleting a client's NDIS plans (ours: the spec keeps only ndisPlan Yes/No). */
export const postClientPlanRoute = routeSpec({
  method: 'POST',
  url: '/ClientPlans',
  summary: 'Add an NDIS plan to a client, with its budget per support category',
  tags: ['ClientPlans'],
  body: newClientPlanForm,
  activity: 'Added an NDIS plan',
  async handler({
    db,
    principal,
    body,
    now,
    recordActivity,
  }): Promise<StatusReply & { clientPlanId: string }> {
    const client = await clientForChange(db, principal, body.clientId);
    await assertNoOverlap(db, principal.companyId, client.profileId, body);
    const clientPlanId = await insertPlan(db, {
      ...planFields(body),
      companyId: principal.companyId,
      profileId: client.profileId,
      userCreated: principal.uid,
      dateCreated: now,
    });
    await replaceBudgets(db, principal.companyId, clientPlanId, budgetLines(body));
    recordActivity(`Added the NDIS plan ${planPeriod(body)} of ${client.fullName}`);
    return {
      status: 'Success',
      message: `The NDIS plan ${planPeriod(body)} was added for ${client.fullName}.`,
      clientPlanId,
    };
  },
});

export const editClientPlanRoute = routeSpec({
  method: 'POST',
  url: '/ClientPlans/edit/:id',
  summary: 'Edit an NDIS plan; its budget lines are replaced by those sent',
  tags: ['ClientPlans'],
  params: idParams,
  body: clientPlanForm,
  activity: 'Edited an NDIS plan',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const plan = await reachedRow(
      db,
      principal,
      'client',
      await findPlan(db, principal.companyId, params.id),
      (p) => p.profileId,
    );
    const client = await clientForChange(db, principal, plan.profileId);
    await assertNoOverlap(db, principal.companyId, client.profileId, body, plan.clientPlanId);
    await updatePlan(db, principal.companyId, plan.clientPlanId, {
      ...planFields(body),
      dateModified: now,
      userModified: principal.uid,
    });
    await replaceBudgets(db, principal.companyId, plan.clientPlanId, budgetLines(body));
    recordActivity(`Edited the NDIS plan ${planPeriod(body)} of ${client.fullName}`);
    return { status: 'Success', message: `The NDIS plan ${planPeriod(body)} was updated.` };
  },
});

export const deleteClientPlanRoute = routeSpec({
  method: 'POST',
  url: '/ClientPlans/delete/:id',
  summary: 'Delete an NDIS plan and its budgets',
  tags: ['ClientPlans'],
  params: idParams,
  activity: 'Deleted an NDIS plan',
  async handler({ db, principal, params, recordActivity }): Promise<StatusReply> {
    const plan = await reachedRow(
      db,
      principal,
      'client',
      await findPlan(db, principal.companyId, params.id),
      (p) => p.profileId,
    );
    const client = await clientForChange(db, principal, plan.profileId);
    await deletePlan(db, principal.companyId, plan.clientPlanId);
    recordActivity(`Deleted the NDIS plan ${planPeriod(plan)} of ${client.fullName}`);
    return { status: 'Success', message: `The NDIS plan ${planPeriod(plan)} was deleted.` };
  },
});
