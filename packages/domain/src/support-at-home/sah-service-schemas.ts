// The requests and replies of the Support at Home services calls (docs/api.md "Support at Home").
import { z } from 'zod';
import { parseAmountCents } from '../care-record/money.ts';
import { optionalDate, requiredDate, requiredText } from '../schemas/form-fields.ts';
import { SAH_PRICE_KINDS, type SahPriceKind, type SahServiceUnit } from './sah-services.ts';
import type { SahCategory } from './sah-types.ts';

export const SAH_SERVICE_MESSAGES = {
  serviceRequired: 'Choose the service',
  kindRequired: 'Choose a published price or a price cap',
  amountRequired: 'Enter the price per unit',
  fromRequired: 'Effective from is required',
  toBeforeFrom: 'The last day must be on or after the first',
  sourceRequired: 'Say where the price is published',
  sameRow: 'A row of this kind already starts on that date for this service',
  fileRequired: 'Paste or choose the service list CSV',
  shiftServiceRequired: 'Choose the Support at Home service this shift delivers',
  shiftServiceNotSah: 'A Support at Home service can only be chosen for a Support at Home client',
  shiftServiceUnknown: 'The service is not on the company’s Support at Home service list',
} as const;
const M = SAH_SERVICE_MESSAGES;

/** The most a unit price holds ($100,000: home modifications are priced each). */
export const MAX_SAH_PRICE_CENTS = 10_000_000;

/** POST /SupportAtHome/add_service_price: a published price or a cap of a service from a date. */
export const sahServicePriceAdd = z
  .object({
    serviceId: z.uuid({ error: M.serviceRequired }),
    kind: z.enum(SAH_PRICE_KINDS, { error: M.kindRequired }),
    amount: z.preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
      z
        .string({ error: M.amountRequired })
        .nullable()
        .optional()
        .transform((text, ctx) => {
          const result = parseAmountCents(text, M.amountRequired, MAX_SAH_PRICE_CENTS);
          if (!result.ok) {
            ctx.addIssue({ code: 'custom', message: result.message });
            return z.NEVER;
          }
          return result.cents;
        }),
    ),
    effectiveFrom: requiredDate(M.fromRequired),
    effectiveTo: optionalDate(),
    source: requiredText(M.sourceRequired, 300),
  })
  .refine((b) => !b.effectiveTo || b.effectiveTo >= b.effectiveFrom, {
    message: M.toBeforeFrom,
    path: ['effectiveTo'],
  });
export type SahServicePriceAdd = z.infer<typeof sahServicePriceAdd>;

/** GET /SupportAtHome/get_services: what is in force on `date` (default: today). */
export const sahServicesQuery = z.object({ date: optionalDate() });

/** POST /SupportAtHome/import_services: the service list as CSV text. */
export const sahServicesImport = z.object({
  csv: z.string({ error: M.fileRequired }).trim().min(1, M.fileRequired).max(2_000_000),
});

/** A dated price row as the list shows it. */
export interface SahPriceRowView {
  priceId: string;
  kind: SahPriceKind;
  amountCents: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
}

/** A service with its rows and what is in force on the day asked. */
export interface SahServiceView {
  /** Null before the company's list is seeded (the shipped rows are shown). */
  serviceId: string | null;
  category: SahCategory;
  serviceTypeCode: string | null;
  serviceType: string;
  serviceCode: string | null;
  name: string;
  unit: SahServiceUnit;
  priceCents: number | null;
  capCents: number | null;
  prices: SahPriceRowView[];
}

/** GET /SupportAtHome/get_services. */
export interface SahServicesView {
  date: string;
  seeded: boolean;
  services: SahServiceView[];
}

/** POST /SupportAtHome/import_services's reply. */
export interface SahServicesImportReply {
  status: 'Success';
  message: string;
  added: number;
  updated: number;
  unchanged: number;
}
