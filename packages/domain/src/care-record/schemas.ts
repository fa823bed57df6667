import { z } from 'zod';
import { optionalChoice, optionalDate, optionalText, phone, requiredText } from '../schemas/form-fields.ts';
import {
  DAILY_ACTIVITIES,
  DAILY_LIVING_SUPPORT,
  CARE_RECORD_MESSAGES as M,
  normaliseDays,
  SUPPORT_LEVELS,
  splitList,
} from './lists.ts';
import { parseAmountCents } from './money.ts';

const profileId = z.uuid('Choose the client');
/** The caller's company as the spec's bodies send it; the server uses the signed-in user's. */
const companyField = z.string().optional();

/** A list sent as an array or as comma-separated text, read as an array of trimmed names. */
const nameList = z.preprocess(
  (v) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? splitList(v) : []),
  z.array(z.string().trim()),
);

/** A time of day 'HH:mm' ('HH:mm:ss' is cut to minutes). */
const timeOfDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 5) : ''),
    z
      .string()
      .min(1, message)
      .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm')),
  );

/** POST /ClientSchedules/add_client_schedule and edit: a daily activity (spec 2 §5: activities and times required). */
export const clientScheduleForm = z.object({
  profileId,
  days: nameList
    .transform((days) => normaliseDays(days.join(',')))
    .refine((days) => days.length > 0, M.incomplete),
  fromTimeOfDay: timeOfDay(M.incomplete),
  toTimeOfDay: timeOfDay(M.incomplete),
  activities: nameList
    .refine((a) => a.length > 0, M.incomplete)
    .refine((a) => a.every((x) => (DAILY_ACTIVITIES as readonly string[]).includes(x)), {
      message: 'Choose activities from the list',
    }),
  companyID: companyField,
});
export type ClientScheduleForm = z.infer<typeof clientScheduleForm>;

/** POST /DailyLivings and edit (spec 2 §5: activities and details required, support and level from the lists). */
export const dailyLivingForm = z.object({
  profileId,
  activities: requiredText(M.activitiesRequired, 500),
  support: optionalChoice(DAILY_LIVING_SUPPORT),
  supportLevel: optionalChoice(SUPPORT_LEVELS),
  details: requiredText(M.detailsRequired, 2000),
});
export type DailyLivingForm = z.infer<typeof dailyLivingForm>;

/** A yes/no sent as a boolean or as 'true'/'false' text. */
const flag = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

/** POST /Aids and edit (spec 2 §5: equipment used required). */
export const aidsForm = z.object({
  profileId,
  equipmentUsed: requiredText(M.equipmentRequired, 500),
  equipmentAssistance: flag,
  requireStaffTraining: flag,
});
export type AidsForm = z.infer<typeof aidsForm>;

/** A money text field read as cents (spec 2 §5 expenditure amounts). */
const amount = (requiredMessage: string) =>
  z.unknown().transform((v, ctx) => {
    const parsed = parseAmountCents(
      typeof v === 'string' || typeof v === 'number' ? String(v) : '',
      requiredMessage,
    );
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.cents;
  });

/**
 * The text fields of the multipart add_expenditure and edit (spec 2 §5, §7): staff required ('Select
 * Staff'), the three amounts non-negative decimals; date, item and reason optional. ReceiptFile is
 * the file part.
 */
export const expenditureForm = z.object({
  ProfileId: profileId,
  StaffId: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.uuid(M.selectStaff)),
  AmountProvidedByParticipant: amount(M.providedRequired),
  AmountReturnedToParticipant: amount(M.returnedRequired),
  AmountSpent: amount(M.spentRequired),
  PurchaseDate: optionalDate(),
  PurchasedItem: optionalText(300),
  ReasonIfNoReciept: optionalText(1000),
  CompanyId: companyField,
  ParticipantExpenditureId: z.string().optional(),
  /** On edit: 'true' drops the stored receipt when no new file is sent. */
  RemoveReceipt: z.string().optional(),
});
export type ExpenditureForm = z.infer<typeof expenditureForm>;

/** A required e-mail: empty gives the form's message, a malformed one 'Enter a valid email address'. */
const emailWith = (emptyMessage: string) =>
  requiredText(emptyMessage, 200)
    .transform((v) => v.toLowerCase())
    .pipe(z.email('Enter a valid email address'));

/** The home phone as typed, or null (the spec's '0' for an empty home phone is stored as null). */
const optionalPhoneText = optionalText(30).transform((v) => (v === null || v === '0' ? null : v));

/** POST /Representatives/add_representative (spec 2 §5: full name, address, email and mobile phone required). */
export const representativeForm = z.object({
  profileId,
  fullName: requiredText(M.fullNameRequired, 150),
  address: requiredText(M.addressRequired, 300),
  email: emailWith(M.emailRequired),
  mobilePhone: phone(M.phoneRequired),
  homePhone: optionalPhoneText,
  relationship: optionalText(100),
  position: optionalText(100),
  organization: optionalText(150),
  representativeId: z.string().optional(),
});
export type RepresentativeForm = z.infer<typeof representativeForm>;

/**
 * POST /Representatives/edit: the same fields; the address may stay empty, since a representative a
 * client added in the portal has none (the spec's edit has no validation).
 */
export const representativeEditForm = representativeForm.extend({ address: optionalText(300) });
export type RepresentativeEditForm = z.infer<typeof representativeEditForm>;

/** POST /Assistances and edit (spec 3 §5: full name, valid email and phone required; position optional). */
export const assistanceForm = z.object({
  profileId,
  fullName: requiredText(M.inputEmpty, 150),
  email: emailWith(M.inputEmpty),
  phone: phone(M.inputEmpty),
  personel: optionalText(100),
  assistanceId: z.string().optional(),
});
export type AssistanceForm = z.infer<typeof assistanceForm>;

const audit = {
  dateCreated: z.string(),
  dateModified: z.string().nullable(),
};

/** A daily activity as listed (GET /ClientSchedules/get_client_schedule). */
export const clientScheduleRow = z.object({
  clientScheduleId: z.string(),
  profileId: z.string(),
  companyID: z.string(),
  days: z.string(),
  fromTimeOfDay: z.string(),
  toTimeOfDay: z.string(),
  activities: z.string(),
  ...audit,
});
export type ClientScheduleRow = z.infer<typeof clientScheduleRow>;

export const dailyLivingRow = z.object({
  dailyLivingId: z.string(),
  profileId: z.string(),
  activities: z.string(),
  support: z.string().nullable(),
  supportLevel: z.string().nullable(),
  details: z.string(),
  ...audit,
});
export type DailyLivingRow = z.infer<typeof dailyLivingRow>;

export const aidsRow = z.object({
  aidsId: z.string(),
  profileId: z.string(),
  equipmentUsed: z.string(),
  equipmentAssistance: z.boolean(),
  requireStaffTraining: z.boolean(),
  ...audit,
});
export type AidsRow = z.infer<typeof aidsRow>;

export const expenditureRow = z.object({
  participantExpenditureId: z.string(),
  profileId: z.string(),
  companyId: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  amountProvidedByParticipantCents: z.number().int(),
  amountReturnedToParticipantCents: z.number().int(),
  amountSpentCents: z.number().int(),
  purchaseDate: z.string().nullable(),
  purchasedItem: z.string().nullable(),
  reasonIfNoReciept: z.string().nullable(),
  /** Where the receipt image is read (the files module), or null when there is none. */
  receiptUrl: z.string().nullable(),
  ...audit,
});
export type ExpenditureRow = z.infer<typeof expenditureRow>;

export const representativeRow = z.object({
  representativeId: z.string(),
  profileId: z.string(),
  fullName: z.string(),
  relationship: z.string().nullable(),
  homePhone: z.string().nullable(),
  mobilePhone: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  address: z.string().nullable(),
  organization: z.string().nullable(),
  ...audit,
});
export type RepresentativeRow = z.infer<typeof representativeRow>;

/** The portal's shape of the same record (spec 3 §3): personel = position, phone = mobilePhone. */
export const assistanceRow = z.object({
  assistanceId: z.string(),
  profileId: z.string(),
  fullName: z.string(),
  personel: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  dateCreated: z.string(),
});
export type AssistanceRow = z.infer<typeof assistanceRow>;

/** A representative read as the portal's Assistance. */
export const toAssistance = (r: RepresentativeRow): AssistanceRow => ({
  assistanceId: r.representativeId,
  profileId: r.profileId,
  fullName: r.fullName,
  personel: r.position,
  phone: r.mobilePhone,
  email: r.email,
  dateCreated: r.dateCreated,
});
