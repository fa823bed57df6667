/** The three NDIS budgets a support category belongs to: Core, Capital and Capacity Building. */
export const SUPPORT_PURPOSES = ['Core', 'Capital', 'Capacity Building'] as const;
export type SupportPurpose = (typeof SUPPORT_PURPOSES)[number];

export interface SupportCategory {
  /** '1' to '15', as the catalogue's "Support Category Number" column writes it. */
  number: string;
  /** The catalogue's "Support Category Name" (the name on plans made before PACE). */
  name: string;
  /** The "Support Category Name (PACE)" where PACE names it differently; PACE splits some categories. */
  paceName: string | null;
  purpose: SupportPurpose;
}

/**
 * The 15 NDIS support categories, from the "Support Category Number" and "Support Category Name"
 * columns of the NDIS Support Catalogue 2025-26 v1.1; PACE names beside them where they differ.
 */
export const SUPPORT_CATEGORIES: readonly SupportCategory[] = [
  {
    number: '1',
    name: 'Assistance with Daily Life (Includes SIL)',
    paceName: 'Assistance with Daily Life',
    purpose: 'Core',
  },
  { number: '2', name: 'Transport', paceName: null, purpose: 'Core' },
  { number: '3', name: 'Consumables', paceName: null, purpose: 'Core' },
  {
    number: '4',
    name: 'Assistance with Social, Economic and Community Participation',
    paceName: null,
    purpose: 'Core',
  },
  { number: '5', name: 'Assistive Technology', paceName: null, purpose: 'Capital' },
  {
    number: '6',
    name: 'Home Modifications and Specialised Disability Accommodation (SDA)',
    paceName: 'Home Modifications',
    purpose: 'Capital',
  },
  {
    number: '7',
    name: 'Support Coordination',
    paceName: 'Support Coordination and Psychosocial Recovery Coaches',
    purpose: 'Capacity Building',
  },
  { number: '8', name: 'Improved Living Arrangements', paceName: null, purpose: 'Capacity Building' },
  {
    number: '9',
    name: 'Increased Social and Community Participation',
    paceName: null,
    purpose: 'Capacity Building',
  },
  { number: '10', name: 'Finding and Keeping a Job', paceName: null, purpose: 'Capacity Building' },
  { number: '11', name: 'Improved Relationships', paceName: 'Relationships', purpose: 'Capacity Building' },
  {
    number: '12',
    name: 'Improved Health and Wellbeing',
    paceName: 'Health and Wellbeing',
    purpose: 'Capacity Building',
  },
  { number: '13', name: 'Improved Learning', paceName: 'Lifelong Learning', purpose: 'Capacity Building' },
  {
    number: '14',
    name: 'Improved Life Choices',
    paceName: 'Choice and Control',
    purpose: 'Capacity Building',
  },
  {
    number: '15',
    name: 'Improved Daily Living Skills',
    paceName: null,
    purpose: 'Capacity Building',
  },
];

/** The category numbers '1' to '15', for a schema's choice. */
export const SUPPORT_CATEGORY_NUMBERS = SUPPORT_CATEGORIES.map((c) => c.number) as [string, ...string[]];

/** The category of a number ('01' and 1 read as '1'); undefined for anything else. */
export function supportCategoryOf(value: string | number): SupportCategory | undefined {
  const text = String(value).trim();
  if (!/^\d{1,2}$/.test(text)) {
    return undefined;
  }
  const number = String(Number(text));
  return SUPPORT_CATEGORIES.find((c) => c.number === number);
}

/** A category as a pick list shows it: '1 · Assistance with Daily Life (Includes SIL)'. */
export const supportCategoryLabel = (c: SupportCategory): string => `${c.number} · ${c.name}`;
