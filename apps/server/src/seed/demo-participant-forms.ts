import {
  addMonthsToDate,
  allSections,
  type CellDef,
  calendarDateInZone,
  DEFAULT_TIME_ZONE,
  type FieldDef,
  type FormDef,
  type FormRow,
  type FormValues,
  formDefOf,
  frequencyText,
  fundingTypeOfPlan,
  nextReviewDate,
  type SignerRole,
} from '@care/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { encode } from 'fast-png';
import type { Queryable } from '../db/client.ts';
import {
  clientPlans,
  companies,
  participantForms,
  profiles,
  type StoredFormSignature,
  supportSchedules,
} from '../db/schema/index.ts';

const SEEDER = 'demo-seed';
const DAY = 86_400_000;

/** A pen-stroke signature, drawn as a wave (the seed has no canvas): a 240x80 PNG data URL. */
function signatureImage(seed: number): string {
  const width = 240;
  const height = 80;
  const data = new Uint8Array(width * height * 4);
  for (let x = 10; x < width - 10; x++) {
    const y = Math.round(40 + 18 * Math.sin((x + seed * 13) / (9 + (seed % 5))) * Math.cos(x / 37));
    for (let t = -1; t <= 1; t++) {
      const i = ((y + t) * width + x) * 4;
      data.set([26, 43, 76, 255], i);
    }
  }
  return `data:image/png;base64,${Buffer.from(encode({ width, height, data, channels: 4, depth: 8 })).toString('base64')}`;
}

/** Realistic words for the fields a reader looks at first; others get a short plain sentence. */
const TEXT: Record<string, string> = {
  aboutMe: 'I like gardening, footy on the radio and a cup of tea with my neighbour.',
  communication: 'I speak English; give me time to answer and check I have understood.',
  routines: 'Morning: shower with prompting at 8am. Evening: dinner at 6pm, TV, bed at 9:30pm.',
  risks: 'Falls in the bathroom (medium): shower chair and rails. Choking risk: see the mealtime plan.',
  emergencyContacts: 'Sarah Collins (daughter), 0412 555 018',
  emergencyContact: 'Sarah Collins (daughter), 0412 555 018',
  likeAndAdmire: 'Warm, funny and always asks after your family.',
  importantToMe: 'Seeing my grandchildren on Sundays; keeping my garden.',
  howToSupport: 'Explain before you help; let me do what I can myself.',
  alerts: 'Mealtime plan in place (IDDSI level 6 foods). No known allergies.',
  cancellationTerms:
    "Please give at least 7 days' notice to cancel a support. A cancellation with less than 7 days' notice is charged at 100% of the agreed fee.",
  changeTerms:
    "Either party may change this agreement with 14 days' written notice, or end it with one month's notice.",
  complaintsRoute: 'Call the office on 02 9000 1234; or the NDIS Commission on 1800 035 544.',
  disruptionImpact: 'Would be unable to shower or prepare meals safely without daily support.',
  medicalProtocols: 'Hypoglycaemia: give juice, check glucose after 15 minutes, call 000 if unresponsive.',
  capacityNote: 'Has capacity to consent; information explained in plain English.',
  goalProgress: 'Cooking goal: now prepares breakfast with verbal prompts only (rating 4).',
  baseline: 'Makes toast with full physical assistance (observed over 3 sessions).',
  servicesRequested: 'Personal care 10 hours a week; community access on Saturdays.',
  positioning: 'Upright at 90 degrees, stay upright for 30 minutes after meals.',
  chokingResponse: 'First aid and 000; then a same-day health check, an incident report and a plan review.',
  providerSignatory: 'Grace Harding, Operations Manager',
};

function cellValue(field: CellDef, i: number, effective: string): string | number | boolean {
  switch (field.kind) {
    case 'date':
      return field.key === 'termEnd' || field.key === 'validUntil' || field.key === 'targetDate'
        ? addMonthsToDate(effective, 12)
        : effective;
    case 'number':
    case 'money':
      return 1 + (i % 4);
    case 'yesNo':
      return true;
    case 'select':
      return field.options[i % field.options.length] as string;
    default:
      return TEXT[field.key] ?? `${field.label}: discussed and agreed with the participant.`;
  }
}

/** A complete set of values for a form (every required field and row), varied by the client. */
function completeValues(def: FormDef, i: number, effective: string, facts: FormValues): FormValues {
  const values: FormValues = {};
  for (const section of allSections(def)) {
    for (const field of section.fields as readonly FieldDef[]) {
      if (field.kind === 'rows') {
        const count = Math.max(field.minRows ?? 0, 1);
        values[field.key] = Array.from({ length: count }, (_, r) =>
          Object.fromEntries(field.columns.map((c) => [c.key, cellValue(c, i + r, effective)])),
        ) as FormRow[];
      } else if (field.required || field.key === 'copyGiven') {
        values[field.key] = cellValue(field, i, effective);
      }
    }
  }
  values.effectiveDate = effective;
  return { ...values, ...facts };
}

interface DemoForm {
  slug: string;
  /** Days before today the form took effect. */
  ago: number;
  /** draft: half filled; complete: no signatures; the roles that signed otherwise. */
  state: 'draft' | 'complete' | readonly SignerRole[];
}

const BOTH: readonly SignerRole[] = ['participant', 'provider'];
const PLAN: readonly SignerRole[] = ['participant', 'staff'];

/**
 * Which forms client i has. Client 0 (the demo client's login) has a service agreement the office
 * signed that waits for their signature; client 1's support plan falls due for review within 30
 * days and client 2's is overdue; every fourth has drafts; the last four have none yet.
 */
function formsFor(i: number): DemoForm[] {
  if (i === 0) {
    return [
      { slug: 'service-agreement', ago: 20, state: ['provider'] },
      { slug: 'support-plan', ago: 200, state: PLAN },
      { slug: 'consent-form', ago: 200, state: ['participant', 'witness'] },
      { slug: 'page-participant-profile', ago: 60, state: ['staff'] },
      { slug: 'goal-plan', ago: 5, state: 'draft' },
    ];
  }
  if (i === 1) {
    return [
      { slug: 'service-agreement', ago: 150, state: BOTH },
      { slug: 'support-plan', ago: 350, state: PLAN },
      { slug: 'safety-plan', ago: 150, state: 'complete' },
    ];
  }
  if (i === 2) {
    return [
      { slug: 'service-agreement', ago: 90, state: BOTH },
      { slug: 'support-plan', ago: 400, state: PLAN },
      { slug: 'mealtime-management', ago: 40, state: ['practitioner', 'participant'] },
    ];
  }
  if (i >= 20) {
    return [];
  }
  switch (i % 4) {
    case 0:
      return [
        { slug: 'service-agreement', ago: 60 + i, state: BOTH },
        { slug: 'consent-form', ago: 60 + i, state: ['participant', 'witness'] },
        { slug: 'support-plan', ago: 30 + i, state: PLAN },
      ];
    case 1:
      return [
        { slug: 'service-agreement', ago: 10, state: 'complete' },
        { slug: 'safety-plan', ago: 10, state: 'draft' },
      ];
    case 2:
      return [
        { slug: 'service-agreement', ago: 3, state: 'draft' },
        { slug: 'referral-form', ago: 30, state: ['staff'] },
      ];
    default:
      return [
        { slug: 'service-agreement', ago: 200, state: BOTH },
        { slug: 'goal-plan', ago: 45, state: ['participant', 'staff'] },
        { slug: 'skill-development', ago: 45, state: 'complete' },
      ];
  }
}

/** Participant forms for most demo clients, in every status (issue 27), relative to the seed's clock. */
export async function seedDemoParticipantForms(db: Queryable, companyId: string, now: Date): Promise<void> {
  const [company] = await db
    .select({ name: companies.name, abn: companies.abn })
    .from(companies)
    .where(eq(companies.id, companyId));
  const clients = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      surName: profiles.surName,
      ndisNo: profiles.ndisNo,
    })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.contactId));
  const day = (days: number) => calendarDateInZone(new Date(now.getTime() + days * DAY), DEFAULT_TIME_ZONE);
  for (const [i, client] of clients.entries()) {
    const name = `${client.firstName} ${client.surName}`;
    const schedules = await db
      .select({
        itemNumber: supportSchedules.itemNumber,
        supportType: supportSchedules.supportType,
        quantity: supportSchedules.quantity,
        costCents: supportSchedules.costCents,
        frequency: supportSchedules.frequency,
      })
      .from(supportSchedules)
      .where(eq(supportSchedules.profileId, client.id));
    // The agreement's funding type and plan manager are the plan's (issue 40 item 6).
    const [plan] = await db
      .select({ management: clientPlans.management, planManager: clientPlans.planManager })
      .from(clientPlans)
      .where(eq(clientPlans.profileId, client.id))
      .orderBy(desc(clientPlans.startDate))
      .limit(1);
    const funding = fundingTypeOfPlan(plan?.management);
    for (const form of formsFor(i)) {
      const def = formDefOf(form.slug);
      if (!def) {
        continue;
      }
      const effective = day(-form.ago);
      const facts: FormValues =
        form.slug === 'service-agreement'
          ? {
              participantName: name,
              ndisNumber: client.ndisNo ?? '430000000',
              providerName: company?.name ?? 'Harbourside Care Services',
              providerAbn: company?.abn ?? null,
              termStart: effective,
              termEnd: addMonthsToDate(effective, 12),
              ...(funding ? { fundingType: funding } : {}),
              ...(plan?.management === 'Plan Managed' && plan.planManager
                ? { planManager: plan.planManager }
                : {}),
              ...(schedules.length > 0
                ? {
                    supports: schedules.map((s) => ({
                      itemNumber: s.itemNumber,
                      name: s.supportType,
                      frequency: frequencyText(s.frequency),
                      quantity: s.quantity,
                      unitPrice: s.costCents / 100,
                    })),
                  }
                : {}),
            }
          : def.slug === 'referral-form'
            ? { participantName: name }
            : {};
      const full = completeValues(def, i, effective, facts);
      // A draft: the first section and half of the next filled in.
      const values =
        form.state === 'draft'
          ? Object.fromEntries(Object.entries(full).slice(0, Math.ceil(Object.keys(full).length / 2)))
          : full;
      const roles = Array.isArray(form.state) ? (form.state as readonly SignerRole[]) : [];
      const signedAt = new Date(now.getTime() - form.ago * DAY + 3 * 3_600_000).toISOString();
      const signatures: StoredFormSignature[] = roles.map((role, r) => ({
        role,
        name: role === 'participant' ? name : role === 'provider' ? 'Grace Harding' : 'Priya Nair',
        position: role === 'provider' ? 'Operations Manager' : role === 'participant' ? null : 'Team Leader',
        method: 'drawn',
        signedAt,
        recordedBy: role === 'participant' ? name : 'Grace Harding',
        notes: null,
        signatureImage: signatureImage(i * 7 + r),
      }));
      await db.insert(participantForms).values({
        companyId,
        profileId: client.id,
        slug: def.slug,
        version: 1,
        supersedesId: null,
        values,
        signatures,
        reviewDate: nextReviewDate(def, values, null),
        userCreated: SEEDER,
        dateCreated: new Date(now.getTime() - form.ago * DAY),
        dateModified: signatures.length > 0 ? new Date(signedAt) : null,
      });
    }
  }
}
