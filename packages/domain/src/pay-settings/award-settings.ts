import { z } from 'zod';
import { AWARD_EMPLOYMENT_TYPES } from '../pay/pay-types.ts';
import {
  AWARDS,
  isPricedStream,
  MAX_LEVEL,
  MAX_PAY_POINT,
  MIN_LEVEL,
  MIN_PAY_POINT,
  notPricedMessage,
  STREAMS,
  type Stream,
} from './award.ts';
import { isoDate, optionalDollarsAsCents, optionalIsoDate } from './pay-inputs.ts';

/** The messages of a worker's award settings, field by field. */
export const AWARD_SETTINGS_MESSAGES = {
  staffId: 'Choose the staff member',
  award: 'Choose the award',
  stream: 'Choose the stream',
  level: `Choose a classification level from ${MIN_LEVEL} to ${MAX_LEVEL}`,
  payPoint: `Choose a pay point from ${MIN_PAY_POINT} to ${MAX_PAY_POINT}`,
  employmentType: 'Choose full-time, part-time or casual',
  agreedWeeklyHours: 'Enter the part-time worker’s agreed weekly hours: more than 0 and up to 38',
  shiftworkerAdviceDate: 'Enter the date the worker was told in writing they are a shiftworker',
  ftTenHourAgreement: 'Only a full-time worker has a 10-hour shift agreement',
  aboveAwardHourly: 'Enter the hourly rate above the award in dollars and cents, or leave it empty',
  effectiveFrom: 'Enter the date these settings take effect from',
  dateTaken: 'Settings from this date are already recorded: choose another date',
  noEnabledRate: (label: string) =>
    `${label} has no enabled rate: enable its row on Setup → Pay rates first, or choose another`,
} as const;
const M = AWARD_SETTINGS_MESSAGES;

/** The most agreed weekly hours a part-time worker may have: under full-time's 38. */
export const MAX_AGREED_WEEKLY_HOURS = 38;

const yes = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' || v === undefined ? false : v),
  z.boolean(),
);

/**
 * A change of a worker's award settings (issue 38 item 1; SCHADS.md §2.1): a new row from its date,
 * never an edit of an earlier one. Part-time needs agreed weekly hours; a shiftworker needs the date
 * of the written advice; only full-time has a 10-hour agreement; a stream the rules do not price yet
 * is refused. Whether the classification has an enabled rate row is the server's check (it reads them).
 */
export const awardSettingsSchema = z
  .object({
    staffId: z.uuid(M.staffId),
    award: z.enum(AWARDS, { message: M.award }).default('MA000100'),
    stream: z.enum(STREAMS, { message: M.stream }),
    level: z.coerce.number({ message: M.level }).int(M.level).min(MIN_LEVEL, M.level).max(MAX_LEVEL, M.level),
    payPoint: z.coerce
      .number({ message: M.payPoint })
      .int(M.payPoint)
      .min(MIN_PAY_POINT, M.payPoint)
      .max(MAX_PAY_POINT, M.payPoint),
    employmentType: z.enum(AWARD_EMPLOYMENT_TYPES, { message: M.employmentType }),
    agreedWeeklyHours: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v),
      z.number({ message: M.agreedWeeklyHours }).nullable(),
    ),
    shiftworker: yes,
    shiftworkerAdviceDate: optionalIsoDate(M.shiftworkerAdviceDate),
    ftTenHourAgreement: yes,
    sleepoverTwelveHourAgreement: yes,
    aboveAwardHourly: optionalDollarsAsCents(M.aboveAwardHourly),
    effectiveFrom: isoDate(M.effectiveFrom),
  })
  .superRefine((v, ctx) => {
    if (!isPricedStream(v.stream)) {
      ctx.addIssue({ code: 'custom', path: ['stream'], message: notPricedMessage(v.stream as Stream) });
    }
    const hours = v.agreedWeeklyHours;
    if (
      v.employmentType === 'PT' &&
      (hours === null ||
        !Number.isFinite(hours) ||
        hours <= 0 ||
        hours > MAX_AGREED_WEEKLY_HOURS ||
        Math.round(hours * 100) !== hours * 100)
    ) {
      ctx.addIssue({ code: 'custom', path: ['agreedWeeklyHours'], message: M.agreedWeeklyHours });
    }
    if (v.shiftworker && v.shiftworkerAdviceDate === null) {
      ctx.addIssue({ code: 'custom', path: ['shiftworkerAdviceDate'], message: M.shiftworkerAdviceDate });
    }
    if (v.ftTenHourAgreement && v.employmentType !== 'FT') {
      ctx.addIssue({ code: 'custom', path: ['ftTenHourAgreement'], message: M.ftTenHourAgreement });
    }
  })
  // What does not apply is not kept: hours only for part-time, the advice date only for a shiftworker.
  .transform((v) => ({
    ...v,
    agreedWeeklyHours: v.employmentType === 'PT' ? v.agreedWeeklyHours : null,
    shiftworkerAdviceDate: v.shiftworker ? v.shiftworkerAdviceDate : null,
  }));
export type AwardSettingsInput = z.input<typeof awardSettingsSchema>;
export type AwardSettings = z.output<typeof awardSettingsSchema>;

/** One row of a worker's award settings, as stored and shown (money in cents). */
export interface AwardSettingsRow {
  awardSettingsId: string;
  staffId: string;
  award: string;
  stream: string;
  level: number;
  payPoint: number;
  employmentType: string;
  agreedWeeklyHours: number | null;
  shiftworker: boolean;
  shiftworkerAdviceDate: string | null;
  ftTenHourAgreement: boolean;
  sleepoverTwelveHourAgreement: boolean;
  aboveAwardHourlyCents: number | null;
  effectiveFrom: string;
  /** The day before the next row's date; null for the latest row. */
  effectiveTo: string | null;
  recordedBy: string | null;
  recordedAt: string;
}

/** A classification with an enabled rate row: what a worker's settings may name. */
export interface EnabledClassification {
  stream: string;
  level: number;
  payPoint: number;
}

/** GET /StaffAwardSettings/get_staff_award_settings: the row in force today and the whole history. */
export interface AwardSettingsView {
  staffId: string;
  today: string;
  current: AwardSettingsRow | null;
  /** Newest first. */
  history: AwardSettingsRow[];
  classifications: EnabledClassification[];
}
