import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import {
  type CatalogueItem,
  catalogueItemFingerprint,
  headingKey,
  MAX_CATALOGUE_PRICE_CENTS,
  parseCatalogueDate,
  parseCatalogueRows,
  parseFlag,
  parsePriceCents,
} from './parser.ts';

const STATES_HEADING =
  '\uFEFFSupport Item Number,Support Item Name,Registration Group Number,Registration Group Name,Support Category Number,Support Category Number (PACE),Support Category Name,Support Category Name (PACE),Unit,Quote,Start date,End Date, ACT , NSW , NT , QLD , SA , TAS , VIC , WA , Remote , Very Remote ,Non-Face-to-Face Support Provision,Provider Travel,Short Notice Cancellations.,NDIA Requested Reports,Irregular SIL Supports,Type';
const SELF_CARE =
  '01_011_0107_1_1,Assistance With Self-Care Activities - Standard - Weekday Daytime,0107,Daily Personal Activities,1,1,Assistance with Daily Life (Includes SIL),Assistance with Daily Life,H,No,20250701,99991231,$70.23,$70.23,$70.23,$70.23,$70.23,$70.23,$70.23,$70.23,$98.32,$105.35,Y,Y,Y,N,N,Price Limited Supports';
const STA =
  '01_045_0115_1_1,STA And Assistance (Inc. Respite) - 1:4 - Weekday,0115,"Assistance With Daily Life Tasks In A Group Or Shared Living Arrangement",1,1,Assistance with Daily Life (Includes SIL),Assistance with Daily Life,D,No,20250701,99991231,$708.75,$708.75,$708.75,$708.75,$708.75,$708.75,$708.75,$708.75,$992.25,"$1,063.13",N,N,Y,N,N,Price Limited Supports';
const QUOTABLE =
  '01_003_0107_1_1,Assistance From Live-In Carer,0107,Daily Personal Activities,1,1,Assistance with Daily Life (Includes SIL),Assistance with Daily Life,H,Yes,20250701,99991231,,,,,,,,,,,NA,NA,NA,NA,NA,Quotable Supports';

describe('catalogue cells', () => {
  it('matches headings after trimming, case-folding and the trailing full stop', () => {
    expect(headingKey(' ACT ')).toBe('act');
    expect(headingKey('Short Notice Cancellations.')).toBe('short notice cancellations');
    expect(headingKey('\uFEFFSupport Item Number')).toBe('support item number');
    expect(headingKey('End Date')).toBe(headingKey('end date'));
  });

  it('reads prices as cents', () => {
    expect(parsePriceCents('$1,063.13')).toBe(106313);
    expect(parsePriceCents('$70.23')).toBe(7023);
    expect(parsePriceCents('$1.00')).toBe(100);
    expect(parsePriceCents(' $12 ')).toBe(1200);
    expect(parsePriceCents(70.23)).toBe(7023);
    expect(parsePriceCents(1063.13)).toBe(106313);
    expect(parsePriceCents('')).toBeNull();
    expect(parsePriceCents('N/A')).toBeUndefined();
    expect(parsePriceCents('$1.005')).toBeUndefined();
    expect(parsePriceCents(-1)).toBeUndefined();
  });

  it('reads YYYYMMDD dates as text or number, 99991231 as open-ended', () => {
    expect(parseCatalogueDate('20250701')).toBe('2025-07-01');
    expect(parseCatalogueDate(20260701)).toBe('2026-07-01');
    expect(parseCatalogueDate('2025-07-01')).toBe('2025-07-01');
    expect(parseCatalogueDate('99991231')).toBeNull();
    expect(parseCatalogueDate(99991231)).toBeNull();
    expect(parseCatalogueDate('20250230')).toBeUndefined();
    expect(parseCatalogueDate('1/7/2025')).toBeUndefined();
    expect(parseCatalogueDate('')).toBeUndefined();
  });

  it("reads a workbook's date cell (SheetJS: local midnight) as its day, in Sydney's zone too", () => {
    // Under TZ=Australia/Sydney this is 30 June 14:00 UTC: UTC's date would be the day before.
    expect(parseCatalogueDate(new Date(2025, 6, 1))).toBe('2025-07-01');
  });

  it('reads Y/N/NA flags', () => {
    expect(parseFlag('Y')).toBe(true);
    expect(parseFlag('N')).toBe(false);
    expect(parseFlag('NA')).toBeNull();
    expect(parseFlag('')).toBeNull();
    expect(parseFlag('maybe')).toBeUndefined();
  });
});

describe('parseCatalogueRows', () => {
  it('reads the 2025-26 state layout with its quirks', () => {
    const parsed = parseCatalogueRows(parseCsv([STATES_HEADING, SELF_CARE, STA, QUOTABLE, ''].join('\r\n')));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) {
      return;
    }
    expect(parsed.layout).toBe('states');
    expect(parsed.errors).toEqual([]);
    const [selfCare, sta, quotable] = parsed.items;
    expect(selfCare).toMatchObject({
      itemNumber: '01_011_0107_1_1',
      unit: 'H',
      quote: false,
      startDate: '2025-07-01',
      endDate: null,
      registrationGroupNumber: '0107',
      supportCategoryNumber: '1',
      supportCategoryName: 'Assistance with Daily Life (Includes SIL)',
      shortNoticeCancellations: true,
      ndiaRequestedReports: false,
      type: 'Price Limited Supports',
    });
    expect(selfCare?.prices).toMatchObject({
      NSW: 7023,
      WA: 7023,
      Remote: 9832,
      'Very Remote': 10535,
      National: null,
    });
    expect(sta?.prices['Very Remote']).toBe(106313);
    expect(quotable).toMatchObject({ quote: true, nonFaceToFace: null });
    expect(quotable?.prices.NSW).toBeNull();
  });

  it('reads the 2026-27 national layout, headings in any case, numbers as cells', () => {
    const rows = [
      ['NDIS Support Catalogue 2026-27'],
      [
        'support item number',
        'SUPPORT ITEM NAME',
        'Registration Group Number',
        'Registration Group Name',
        'Support Category Number',
        'Support Category Number (PACE)',
        'Support Category Name',
        'Support Category Name (PACE)',
        'Unit',
        'Quote',
        'Start Date',
        'End date',
        ' National ',
        'Remote',
        'Very Remote',
        'Non-Face-to-Face Support Provision',
        'Provider Travel',
        'Short Notice Cancellations',
        'NDIA Requested Reports',
        'Irregular SIL Supports',
        'Type',
      ],
      [
        '04_104_0125_6_1',
        'Access Community Social and Rec Activities - Standard - Weekday Daytime',
        '0125',
        'Participation In Community, Social And Civic Activities',
        4,
        4,
        'Assistance with Social, Economic and Community Participation',
        'Social, Economic and Community Participation',
        'H',
        'No',
        20260701,
        99991231,
        73.58,
        '$103.01',
        '$110.37',
        'Y',
        'Y',
        'Y',
        'N',
        'N',
        'Price Limited Supports',
      ],
    ];
    const parsed = parseCatalogueRows(rows);
    expect(parsed.ok && parsed.layout).toBe('national');
    if (!parsed.ok) {
      return;
    }
    expect(parsed.items[0]).toMatchObject({
      startDate: '2026-07-01',
      endDate: null,
      supportCategoryNumber: '4',
    });
    expect(parsed.items[0]?.prices).toMatchObject({
      National: 7358,
      Remote: 10301,
      'Very Remote': 11037,
      NSW: null,
    });
  });

  it("takes the official file's one item number that is a word (Bereavement)", () => {
    const bereavement =
      'Bereavement,Plan Management - Bereavement Payment,0127,Management of Funding for Supports,14,14,Improved Life Choices,Choice and Control,MON,No,20250701,99991231,$104.45,$104.45,$104.45,$104.45,$104.45,$104.45,$104.45,$104.45,$104.45,$104.45,NA,NA,NA,NA,NA,Price Limited Supports';
    const parsed = parseCatalogueRows(parseCsv([STATES_HEADING, bereavement, 'not a number,x'].join('\n')));
    expect(parsed.ok && parsed.items.map((i) => [i.itemNumber, i.unit])).toEqual([['Bereavement', 'MON']]);
    expect(parsed.ok && parsed.errors[0]).toEqual({
      row: 3,
      column: 'Support Item Number',
      message: '"not a number" is not a support item number',
    });
  });

  it('names each bad row and still gives the good ones', () => {
    const bad = SELF_CARE.replace('20250701', '2025-13-01').replace('$70.23,$70.23', 'abc,$70.23');
    const noNumber = QUOTABLE.replace('01_003_0107_1_1', '');
    const parsed = parseCatalogueRows(parseCsv([STATES_HEADING, bad, STA, noNumber].join('\n')));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) {
      return;
    }
    expect(parsed.items.map((i) => i.itemNumber)).toEqual(['01_045_0115_1_1']);
    expect(parsed.errors).toEqual([
      { row: 2, column: 'Start date', message: '"2025-13-01" is not a date (YYYYMMDD)' },
      { row: 2, column: 'ACT', message: '"abc" is not a price' },
      { row: 4, column: 'Support Item Number', message: 'The support item number is empty' },
    ]);
  });

  it('refuses a price above $100,000.00 at its row (issue 24), and takes the bound itself', () => {
    const huge = SELF_CARE.replace('$70.23,$70.23', '"$30,000,000.00",$70.23');
    const atBound = STA.replace('$708.75,$708.75', '"$100,000.00",$708.75');
    const numbers = [
      [
        'Support Item Number',
        'Support Item Name',
        'Unit',
        'Start date',
        'End Date',
        'National',
        'Remote',
        'Very Remote',
      ],
      ['01_011_0107_1_1', 'Self-care', 'H', 20260701, 99991231, 1e300, 100000.01, 70.23],
    ];
    const parsed = parseCatalogueRows(parseCsv([STATES_HEADING, huge, atBound].join('\n')));
    expect(parsed.ok && parsed.errors).toEqual([
      {
        row: 2,
        column: 'ACT',
        message: '"$30,000,000.00" is more than the highest price a catalogue row may state ($100,000.00)',
      },
    ]);
    expect(parsed.ok && parsed.items.map((i) => i.prices.ACT)).toEqual([MAX_CATALOGUE_PRICE_CENTS]);
    const fromNumbers = parseCatalogueRows(numbers);
    expect(fromNumbers.ok && fromNumbers.items).toEqual([]);
    expect(fromNumbers.ok && fromNumbers.errors.map((e) => e.column)).toEqual(['National', 'Remote']);
  });

  it('refuses a sheet that is not a catalogue, or lacks a price column', () => {
    expect(parseCatalogueRows([['FirstName', 'SurName']])).toMatchObject({ ok: false });
    const noWa = parseCatalogueRows(parseCsv(STATES_HEADING.replace(' WA ,', ' W A ,')));
    expect(noWa).toEqual({
      ok: false,
      message: 'The catalogue has no column WA. Upload the official workbook or its CSV export.',
    });
  });

  it('gives identical rows the same fingerprint and a changed price another', () => {
    const first = (lines: string[]): CatalogueItem => {
      const parsed = parseCatalogueRows(parseCsv([STATES_HEADING, ...lines].join('\n')));
      if (!parsed.ok || !parsed.items[0]) {
        throw new Error('not parsed');
      }
      return parsed.items[0];
    };
    const a = catalogueItemFingerprint(first([SELF_CARE]));
    expect(catalogueItemFingerprint(first([SELF_CARE]))).toBe(a);
    expect(catalogueItemFingerprint(first([SELF_CARE.replace('$98.32', '$98.33')]))).not.toBe(a);
  });
});
