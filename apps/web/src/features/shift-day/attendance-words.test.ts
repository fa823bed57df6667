import { describe, expect, it } from 'vitest';
import { attendanceKm, kmText, locationInWords } from './attendance-words.ts';

describe('attendance in words', () => {
  it('says where the phone was against the client’s area', () => {
    expect(locationInWords('inside', 120)).toBe('Inside the client’s area (120 m)');
    expect(locationInWords('outside', 1234)).toBe('Outside the client’s area (1.2 km)');
    expect(locationInWords('noLocation', null)).toBe('No location from the phone');
    expect(locationInWords('noClientLocation', null)).toBe('The client has no map location');
    expect(locationInWords('off', null)).toBe('Location not checked');
    expect(locationInWords(null, null)).toBeNull();
  });

  it('counts the kilometres as end minus start', () => {
    expect(attendanceKm({ startKm: 1200.5, endKm: 1234 })).toBe(33.5);
    expect(attendanceKm({ startKm: 0.1, endKm: 0.3 })).toBe(0.2);
    expect(attendanceKm({ startKm: null, endKm: 20 })).toBeNull();
    expect(kmText(33.5)).toBe('33.5 km');
    expect(kmText(1234)).toBe('1,234 km');
    expect(kmText(null)).toBe('—');
  });
});
