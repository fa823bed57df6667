import type { PlanManagementKind } from '../plans/plan-schemas.ts';

/** Who an invoice is addressed to: the NDIA (bulk payment request), a plan manager, the participant or their representative. */
export type BillToKind = 'NDIA' | 'Plan manager' | 'Participant' | 'Nominated representative';

export interface BillTo {
  kind: BillToKind;
  name: string;
  email: string | null;
  address: string | null;
  abn: string | null;
}

/** The plan's payer details the rule reads (docs/workforce.md "Who pays"). */
export interface PayerPlan {
  management: PlanManagementKind | string;
  planManager: string | null;
  planManagerEmail: string | null;
  planManagerAbn: string | null;
  planManagerAddress: string | null;
  representativeName: string | null;
  representativeEmail: string | null;
  representativeAddress: string | null;
}

export interface BilledParticipant {
  fullName: string;
  email: string | null;
  address: string | null;
}

/** The NDIA as an NDIA-managed invoice names it. */
export const NDIA_BILL_TO: BillTo = {
  kind: 'NDIA',
  name: 'National Disability Insurance Agency',
  email: null,
  address: 'GPO Box 700, Canberra ACT 2601',
  abn: null,
};

/** A payer other than the NDIA is sent its invoice; the NDIA's lines go to the bulk payment request. */
export const isSentInvoice = (management: string | null | undefined): boolean =>
  management === 'Plan Managed' || management === 'Self Managed';

const filled = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/**
 * Who the invoice goes to, from the plan covering it: a plan-managed plan's plan manager; a
 * self-managed plan's nominated representative when one is named, else the participant; the NDIA
 * otherwise (NDIA-managed, or no plan: the pre-flight then says the lines are outside any plan).
 */
export function billToOf(plan: PayerPlan | null | undefined, participant: BilledParticipant): BillTo {
  if (plan?.management === 'Plan Managed') {
    return {
      kind: 'Plan manager',
      name: filled(plan.planManager) ?? 'Plan manager',
      email: filled(plan.planManagerEmail),
      address: filled(plan.planManagerAddress),
      abn: filled(plan.planManagerAbn),
    };
  }
  if (plan?.management === 'Self Managed') {
    const rep = filled(plan.representativeName);
    if (rep || filled(plan.representativeEmail)) {
      return {
        kind: 'Nominated representative',
        name: rep ?? participant.fullName,
        email: filled(plan.representativeEmail),
        address: filled(plan.representativeAddress) ?? filled(participant.address),
        abn: null,
      };
    }
    return {
      kind: 'Participant',
      name: participant.fullName,
      email: filled(participant.email),
      address: filled(participant.address),
      abn: null,
    };
  }
  return NDIA_BILL_TO;
}
