import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './build-lines.ts';
import { bandCodesOfItemName, chooseItem, DEFAULT_ITEM_OF_CODE } from './item-bands.ts';
import {
  COMMUNITY_DAYTIME_2025_CLOSED,
  COMMUNITY_DAYTIME_2026,
  ROWS_2025,
  row,
} from './pricing-rows.test-kit.ts';

const catalogue = indexCatalogue(ROWS_2025);
const scheduled = (itemNumber: string) => ({ itemNumber, itemName: row(itemNumber).itemName });
const COMMUNITY_ONLY = [scheduled('04_104_0125_6_1')];

describe('bandCodesOfItemName', () => {
  it('reads the band of a catalogue name, case-insensitive', () => {
    expect(bandCodesOfItemName('Assistance With Self-Care Activities - Standard - Weekday Daytime')).toEqual([
      'M',
    ]);
    expect(bandCodesOfItemName('x - weekday evening')).toEqual(['E']);
    expect(bandCodesOfItemName('x - Weekday  Night')).toEqual(['EX']);
    expect(bandCodesOfItemName('x - Saturday')).toEqual(['SA', 'SAN']);
    expect(bandCodesOfItemName('x - SUNDAY')).toEqual(['SU', 'SUN']);
    expect(bandCodesOfItemName('x - Public Holiday')).toEqual(['PH']);
    expect(bandCodesOfItemName('Assistance With Self-Care Activities - Night-Time Sleepover')).toEqual(['N']);
    expect(bandCodesOfItemName('Assistance From Live-In Carer')).toEqual([]);
  });
});

describe('chooseItem', () => {
  it('bills every code on the company default (self-care 0107) when the client has no schedule', () => {
    for (const [code, itemNumber] of Object.entries(DEFAULT_ITEM_OF_CODE)) {
      const chosen = chooseItem(code as keyof typeof DEFAULT_ITEM_OF_CODE, '2026-03-02', [], catalogue);
      expect(chosen.source).toBe('default');
      expect(chosen.row?.itemNumber).toBe(itemNumber);
    }
  });

  it('a schedule with no banded item also uses the default', () => {
    const chosen = chooseItem('M', '2026-03-02', [scheduled('01_003_0107_1_1')], catalogue);
    expect(chosen).toMatchObject({ source: 'default', row: { itemNumber: '01_011_0107_1_1' } });
  });

  it('the default not in force on the date is none', () => {
    expect(chooseItem('M', '2025-06-30', [], catalogue)).toEqual({ source: 'none', row: null });
  });

  it('a scheduled item naming the band wins', () => {
    const chosen = chooseItem('M', '2026-03-02', COMMUNITY_ONLY, catalogue);
    expect(chosen).toMatchObject({ source: 'schedule', row: { itemNumber: '04_104_0125_6_1' } });
  });

  it('the first scheduled item in schedule order wins', () => {
    const both = [scheduled('01_011_0107_1_1'), scheduled('04_104_0125_6_1')];
    expect(chooseItem('M', '2026-03-02', both, catalogue).row?.itemNumber).toBe('01_011_0107_1_1');
  });

  it('another band comes from the family, keeping Standard (04_105, not 04_452)', () => {
    expect(chooseItem('SA', '2026-03-07', COMMUNITY_ONLY, catalogue)).toMatchObject({
      source: 'family',
      row: { itemNumber: '04_105_0125_6_1' },
    });
    expect(chooseItem('SAN', '2026-03-07', COMMUNITY_ONLY, catalogue).row?.itemNumber).toBe(
      '04_105_0125_6_1',
    );
    expect(chooseItem('E', '2026-03-02', COMMUNITY_ONLY, catalogue).row?.itemNumber).toBe('04_103_0125_6_1');
  });

  it('community access has no weekday night item: EX is none, not the self-care default', () => {
    expect(chooseItem('EX', '2026-03-02', COMMUNITY_ONLY, catalogue)).toEqual({ source: 'none', row: null });
    expect(chooseItem('N', '2026-03-02', COMMUNITY_ONLY, catalogue)).toEqual({ source: 'none', row: null });
  });

  it('the row in force on the date: 30 June 2026 the 2025-26 row, 1 July 2026 the 2026-27 row', () => {
    const changed = indexCatalogue([
      ...ROWS_2025.filter((r) => r.itemNumber !== '04_104_0125_6_1'),
      COMMUNITY_DAYTIME_2025_CLOSED,
      COMMUNITY_DAYTIME_2026,
    ]);
    expect(chooseItem('M', '2026-06-30', COMMUNITY_ONLY, changed).row?.supportItemId).toBe(
      'id-04_104_0125_6_1-2025',
    );
    expect(chooseItem('M', '2026-07-01', COMMUNITY_ONLY, changed).row?.supportItemId).toBe(
      'id-04_104_0125_6_1-2026',
    );
  });
});

describe('indexCatalogue', () => {
  it('keeps every dated row of an item', () => {
    const index = indexCatalogue([COMMUNITY_DAYTIME_2025_CLOSED, COMMUNITY_DAYTIME_2026]);
    expect(index.get('04_104_0125_6_1')).toHaveLength(2);
    expect(index.get('nope')).toBeUndefined();
  });
});
