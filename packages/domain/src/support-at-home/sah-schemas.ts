// The requests of the Support at Home calls (docs/api.md "Support at Home"), shared by the server's
// validation and the web forms; messages in one place.
import { z } from 'zod';
import { parseAmountCents } from '../care-record/money.ts';
import { optionalDate, optionalText, requiredDate, requiredText } from '../schemas/form-fields.ts';
import {
  FUNDING_PROGRAMS,
  SAH_BUDGET_KINDS,
  SAH_CLASSIFICATIONS,
  SAH_DRAWDOWN_BASES,
  SAH_LATE_CLAIM_DAY_ONE,
  SAH_PATHWAYS,
  SAH_PENSION_STATUSES,
  SAH_ROUNDINGS,
} from './sah-types.ts';

export const SAH_MESSAGES = {
  clientRequired: 'Choose the client',
  kindRequired: 'Choose a classification or pathway',
  amountRequired: 'Amount is required',
  fromRequired: 'Effective from is required',
  toBeforeFrom: 'The last day must be on or after the first',
  sourceRequired: 'Say where the amount comes from',
  sameRow: 'A row of this kind already starts on that date',
  fundingRequired: 'Choose how the client is funded',
  myAgedCareRequired: 'Enter the My Aged Care ID',
  myAgedCareFormat: 'A My Aged Care ID is letters and digits, e.g. AC12345678',
  classificationRequired: 'Choose the classification or pathway',
  approvalRequired: 'Approval date is required',
  startRequired: 'Start date is required',
  startBeforeApproval: 'Services cannot start before the approval date',
  statusRequired: 'Choose the status on the Services Australia notice',
  rateRequired: 'Enter the rate from the Services Australia notice',
  rateFormat: 'Enter a percentage with at most 2 decimal places, e.g. 17.5',
  independenceMax: 'The independence rate is at most 50%',
  everydayLivingMax: 'The everyday living rate is at most 80%',
  notSupportAtHome: 'This client is not funded by Support at Home',
  carePartnerUnknown: 'The care partner must be a staff member of the company',
  noClassification: 'No classification recorded for this client on that date',
  choiceRequired: 'Choose one of the options',
} as const;
const M = SAH_MESSAGES;

/** The most a budget row holds ($1,000,000): far above any classification or pathway. */
export const MAX_SAH_AMOUNT_CENTS = 100_000_000;

const cents = (message: string, max = MAX_SAH_AMOUNT_CENTS) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: message })
      .nullable()
      .optional()
      .transform((text, ctx) => {
        const result = parseAmountCents(text, message, max);
        if (!result.ok) {
          ctx.addIssue({ code: 'custom', message: result.message });
          return z.NEVER;
        }
        return result.cents;
      }),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A percentage typed as text ('17.5') read as basis points (1750), at most `maxBp`. */
const rateBp = (maxBp: number, maxMessage: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: M.rateRequired })
      .trim()
      .min(1, M.rateRequired)
      .transform((text, ctx) => {
        const plain = text.replace(/%$/, '').trim();
        if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
          ctx.addIssue({ code: 'custom', message: M.rateFormat });
          return z.NEVER;
        }
        const [whole = '0', fraction = ''] = plain.split('.');
        const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
        if (bp > maxBp) {
          ctx.addIssue({ code: 'custom', message: maxMessage });
          return z.NEVER;
        }
        return bp;
      }),
  );

const clientId = z.uuid({ error: M.clientRequired });

/** POST /SupportAtHome/save_budget_row: a row added, or changed when `rowId` names it. */
export const sahBudgetRowSave = z
  .object({
    rowId: z.uuid('The row id must be a UUID').nullable().optional(),
    kind: choice(SAH_BUDGET_KINDS, M.kindRequired),
    amount: cents(M.amountRequired),
    effectiveFrom: requiredDate(M.fromRequired),
    effectiveTo: optionalDate(),
    source: requiredText(M.sourceRequired, 300),
  })
  .refine((b) => !b.effectiveTo || b.effectiveTo >= b.effectiveFrom, {
    message: M.toBeforeFrom,
    path: ['effectiveTo'],
  });
export type SahBudgetRowSave = z.infer<typeof sahBudgetRowSave>;

/** POST /SupportAtHome/edit_settings. */
export const sahSettingsEdit = z.object({
  drawdownBasis: choice(SAH_DRAWDOWN_BASES, M.choiceRequired),
  careManagementRounding: choice(SAH_ROUNDINGS, M.choiceRequired),
  contributionRounding: choice(SAH_ROUNDINGS, M.choiceRequired),
  lateClaimDayOne: choice(SAH_LATE_CLAIM_DAY_ONE, M.choiceRequired),
});

/** POST /SupportAtHome/save_client_program: the funding and, for Support at Home, the program's details. */
export const sahProgramSave = z
  .object({
    clientId,
    fundingProgram: choice(FUNDING_PROGRAMS, M.fundingRequired),
    myAgedCareId: optionalText(20),
    grandfathered: z.boolean().optional().default(false),
    contributionsPaid: cents(M.amountRequired).optional(),
    contributionsPaidAsOf: optionalDate(),
    // An empty choice is none.
    carePartnerStaffId: z.preprocess(
      (v) => (v === '' ? null : v),
      z.uuid(M.carePartnerUnknown).nullable().optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.fundingProgram !== 'SUPPORT_AT_HOME') {
      return;
    }
    if (!b.myAgedCareId) {
      ctx.addIssue({ code: 'custom', message: M.myAgedCareRequired, path: ['myAgedCareId'] });
    } else if (!/^[A-Za-z0-9]{4,20}$/.test(b.myAgedCareId)) {
      ctx.addIssue({ code: 'custom', message: M.myAgedCareFormat, path: ['myAgedCareId'] });
    }
  });
export type SahProgramSave = z.infer<typeof sahProgramSave>;

export const SAH_PROGRAM_CHOICES = [...SAH_CLASSIFICATIONS, ...SAH_PATHWAYS] as const;

/** POST /SupportAtHome/add_classification: a classification or pathway from its start date. */
export const sahClassificationAdd = z
  .object({
    clientId,
    classification: choice(SAH_PROGRAM_CHOICES, M.classificationRequired),
    approvalDate: requiredDate(M.approvalRequired),
    startDate: requiredDate(M.startRequired),
  })
  .refine((b) => b.startDate >= b.approvalDate, { message: M.startBeforeApproval, path: ['startDate'] });
export type SahClassificationAdd = z.infer<typeof sahClassificationAdd>;

/** POST /SupportAtHome/add_contribution_rate: the rates of the notice, entered, never computed. */
export const sahContributionRateAdd = z.object({
  clientId,
  effectiveFrom: requiredDate(M.fromRequired),
  pensionStatus: choice(SAH_PENSION_STATUSES, M.statusRequired),
  independence: rateBp(5000, M.independenceMax),
  everydayLiving: rateBp(8000, M.everydayLivingMax),
});
export type SahContributionRateAdd = z.infer<typeof sahContributionRateAdd>;

/** GET /SupportAtHome/client_quarter: the quarter holding `date`. */
export const sahQuarterQuery = z.object({
  clientId,
  date: requiredDate('Choose a date in the quarter'),
});
