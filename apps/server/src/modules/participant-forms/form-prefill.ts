import { type FormDef, type FormValues, frequencyText, fundingTypeOfPlan, ROSTER_LIMITS } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { schedulesOfClient } from '../catalogue/catalogue.api.ts';
import { findCompany } from '../companies/companies.api.ts';
import { invoiceSettingsOf } from '../invoices/invoices.api.ts';
import { planDatesOf } from '../plans/plans.api.ts';
import { clientFacts } from './participant-forms.repo.ts';

/** The client's NDIS plan in force on the day, else their latest one. */
export async function currentPlan(db: Queryable, companyId: string, profileId: string, today: string) {
  const plans = await planDatesOf(db, companyId, profileId);
  return plans.find((p) => p.startDate <= today && today <= p.endDate) ?? plans.at(-1) ?? null;
}

/**
 * The cancellation terms of the company's settings: short notice is less than 7 days
 * (docs/reference/NDIS.md), charged at 100% of the agreed fee when the company bills them.
 */
export function cancellationTermsOf(billShortNotice: boolean): string {
  const days = ROSTER_LIMITS.shortNoticeDays;
  return billShortNotice
    ? `Please give at least ${days} days' notice to cancel a support. A cancellation with less than ${days} days' notice, or a no-show, is a short-notice cancellation charged at 100% of the agreed fee, as the NDIS Pricing Arrangements allow.`
    : `Please give at least ${days} days' notice to cancel a support. We do not charge for short-notice cancellations or no-shows.`;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The values a new form starts with, from what is on file: the participant's details on every
 * form that asks for them; for the service agreement also the provider, the NDIS plan (its dates,
 * funding type and plan manager), the supports
 * and prices of the participant's support schedule and the cancellation terms of the company's settings.
 */
export async function prefillValues(
  db: Queryable,
  def: FormDef,
  companyId: string,
  profileId: string,
  today: string,
): Promise<FormValues> {
  const client = await clientFacts(db, companyId, profileId);
  const fieldKeys = new Set(def.sections.flatMap((s) => s.fields.map((f) => f.key)));
  const address = [client?.address, client?.suburb, client?.state, client?.postcode]
    .filter(Boolean)
    .join(', ');
  const kin = client?.nextOfKin
    ? `${client.nextOfKin}${client.relationship ? ` (${client.relationship})` : ''}${client.kinPhoneNumber ? `, ${client.kinPhoneNumber}` : ''}`
    : null;
  const candidates: FormValues = {
    effectiveDate: today,
    participantName: client?.fullName ?? null,
    ndisNumber: client?.ndisNo ?? null,
    dateOfBirth: client?.dateOfBirth?.slice(0, 10) ?? null,
    participantAddress: address || null,
    participantPhone: client?.phoneNumber ?? null,
    emergencyContacts: kin,
    emergencyContact: kin,
    languages: client?.preferredLanguage ?? null,
  };
  if (def.slug === 'service-agreement') {
    const company = await findCompany(db, companyId);
    const settings = await invoiceSettingsOf(db, companyId);
    const plan = await currentPlan(db, companyId, profileId, today);
    const schedules = await schedulesOfClient(db, companyId, profileId);
    Object.assign(candidates, {
      providerName: company?.companyName ?? null,
      providerAbn: company?.abn ?? null,
      planStart: plan?.startDate ?? null,
      planEnd: plan?.endDate ?? null,
      fundingType: fundingTypeOfPlan(plan?.management),
      planManager: plan?.management === 'Plan Managed' ? (plan.planManager ?? null) : null,
      termStart: client?.agreementStartDate?.slice(0, 10) ?? plan?.startDate ?? today,
      termEnd: client?.agreementEndDate?.slice(0, 10) ?? plan?.endDate ?? null,
      supports: schedules.map((s) => ({
        itemNumber: s.itemNumber,
        name: s.supportType,
        // As the agreement reads: 'Monday to Friday', not the stored 'Monday,Tuesday,…'.
        frequency: frequencyText(s.frequency),
        quantity: s.quantity,
        unitPrice: dollars(s.costCents),
      })),
      cancellationTerms: cancellationTermsOf(settings.billShortNoticeCancellations),
      complaintsRoute: `${company?.companyName ?? 'The provider'}: ${[company?.phoneNumber, company?.email].filter(Boolean).join(', ') || 'the office'}. You may also contact the NDIS Quality and Safeguards Commission on 1800 035 544.`,
      changeTerms:
        'Either party may propose a change with 14 days’ written notice, signed and dated by all parties. Either party may end this agreement with one month’s notice.',
    });
  }
  return Object.fromEntries(
    Object.entries(candidates).filter(([k, v]) => (fieldKeys.has(k) || k === 'effectiveDate') && v !== null),
  );
}
