import { type DailyReportView, formatInZone, formatTicks } from '@care/domain';

/** A clock time as the cards show it: 'D/M/YYYY h:mm A' in the company zone. */
export const clockText = (value: string | null, zone: string) =>
  value ? formatInZone(value, 'shortDateTime', zone) : '';

/** The clock-out, or 'In Shift' while the day is open (spec 3 §2.4). */
export const clockOutText = (r: DailyReportView, zone: string) =>
  r.clockOut ? clockText(r.clockOut, zone) : 'In Shift';

/** 'H Hrs M min', or '—' while the day is open. */
export const durationText = (r: DailyReportView) => (r.duration === null ? '—' : formatTicks(r.duration));

/** End km − start km, when both are known. */
export function totalKm(r: DailyReportView): number | null {
  return r.startKm !== null && r.endKm !== null ? Math.round((r.endKm - r.startKm) * 100) / 100 : null;
}

/** '12 km' or '—'. */
export const kmText = (km: number | null) => (km === null ? '—' : `${km} km`);

/** The readings as one line: '100 → 125 km (25 km)'. */
export function readingsText(r: DailyReportView): string {
  if (r.startKm === null && r.endKm === null) {
    return '—';
  }
  if (r.startKm === null || r.endKm === null) {
    return r.startKm === null ? `End ${r.endKm} km` : `Start ${r.startKm} km (no end km yet)`;
  }
  return `${r.startKm} → ${r.endKm} km (${totalKm(r)} km)`;
}

/** The map of a position at openstreetmap.org. */
export const mapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
