import {
  contributionRateWarnings,
  FUNDING_PROGRAM_LABELS,
  type FundingProgram,
  lifetimeCapOn,
  lifetimeCapRoomCents,
  SAH_LIFETIME_CAP_ROWS,
  SAH_PATHWAY_LABELS,
  SAH_PENSION_STATUS_LABELS,
  type SahPathway,
  type SahPensionStatus,
  type SahProgramView,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { clientFunding, staffContact } from '../people/people.api.ts';
import { classificationsOf, contributionRatesOf, programOf } from './sah-clients.repo.ts';

/** 'Classification 4' or the pathway's name. */
export const classificationLabel = (c: string): string =>
  /^[1-8]$/.test(c) ? `Classification ${c}` : (SAH_PATHWAY_LABELS[c as SahPathway] ?? c);

/** What being grandfathered means (SUPPORT-AT-HOME.md §1.3, §7.1, §7.2), shown beside the flag. */
export const GRANDFATHERED_MEANING =
  'Approved for, receiving or waiting for a Home Care Package on or before 12 September 2024: contributions are the same as or lower than under Home Care Packages (none for a full pensioner), even after a reassessment to a higher classification, and the lifetime cap is the HCP one ($82,018.15, unconfirmed).';

/** The client's program as the profile shows it. Undefined when the client is not the company's. */
export async function programView(
  db: Queryable,
  companyId: string,
  clientId: string,
  today: string,
): Promise<SahProgramView> {
  const client = await clientFunding(db, companyId, clientId);
  if (!client) {
    throw notFound();
  }
  const program = await programOf(db, companyId, clientId);
  const classifications = await classificationsOf(db, companyId, clientId);
  const rates = await contributionRatesOf(db, companyId, clientId);
  const grandfathered = program?.grandfathered ?? false;
  const partner = program?.carePartnerStaffId
    ? await staffContact(db, companyId, program.carePartnerStaffId)
    : undefined;
  const cap = lifetimeCapOn(SAH_LIFETIME_CAP_ROWS, grandfathered, today);
  const paid = program?.contributionsPaidCents ?? 0;
  const fundingProgram = client.fundingProgram as FundingProgram;
  const warnings: string[] = [];
  if (fundingProgram === 'SUPPORT_AT_HOME') {
    if (classifications.length === 0) {
      warnings.push('No classification or pathway recorded: budgets cannot be shown');
    }
    if (rates.length === 0) {
      warnings.push(
        'No contribution rates entered from the Services Australia notice: the no-assessment rates (50% / 80%) would be used',
      );
    }
  }
  return {
    clientId,
    fundingProgram,
    fundingProgramLabel: FUNDING_PROGRAM_LABELS[fundingProgram] ?? fundingProgram,
    myAgedCareId: program?.myAgedCareId ?? null,
    grandfathered,
    grandfatheredMeaning: grandfathered ? GRANDFATHERED_MEANING : null,
    contributionsPaidCents: paid,
    contributionsPaidAsOf: program?.contributionsPaidAsOf ?? null,
    lifetimeCapCents: cap?.amountCents ?? null,
    lifetimeCapRoomCents: cap ? lifetimeCapRoomCents(cap.amountCents, paid) : null,
    carePartner: partner
      ? { staffId: partner.staffId, name: `${partner.firstName} ${partner.surName}`.trim() }
      : null,
    classifications: classifications.map((c) => ({ ...c, label: classificationLabel(c.classification) })),
    contributionRates: rates.map((r) => ({
      ...r,
      pensionStatus: r.pensionStatus as SahPensionStatus,
      pensionStatusLabel: SAH_PENSION_STATUS_LABELS[r.pensionStatus as SahPensionStatus] ?? r.pensionStatus,
      warnings: contributionRateWarnings({
        effectiveFrom: r.effectiveFrom,
        effectiveTo: null,
        status: r.pensionStatus as SahPensionStatus,
        independenceBp: r.independenceBp,
        everydayLivingBp: r.everydayLivingBp,
        grandfathered,
      }),
    })),
    warnings,
  };
}
