import type { IncidentForm, IncidentView } from '@care/domain';
import type { UseFormReturn } from 'react-hook-form';

/** The incident form's values as its inputs hold them (yes/no as 'Yes'/'No', categories as text). */
export interface IncidentFormValues {
  clientId: string;
  staffId: string;
  shiftRosterId: string;
  type: string;
  title: string;
  occurredDate: string;
  occurredTime: string;
  location: string;
  description: string;
  immediateActions: string;
  personHarmed: string;
  harmDetails: string;
  othersInvolved: string;
  witnesses: { name: string; contact: string; statement: string }[];
  firstAid: string;
  emergencyServices: string[];
  policeReference: string;
  familyNotified: string;
  guardianNotified: string;
  reportable: string;
  categories: string[];
  restrictivePracticeHarm: string;
  awareDate: string;
  awareTime: string;
}

/** The incident form as its sections receive it. */
export type IncidentFormApi = UseFormReturn<IncidentFormValues, unknown, IncidentForm>;

const yesNo = (v: boolean | null) => (v === true ? 'Yes' : v === false ? 'No' : '');

/** Local date and time ('YYYY-MM-DD', 'HH:mm') of an instant in the zone. */
export function localParts(iso: string, zone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A new report's values: now, and the participant and shift it was opened for. */
export function newIncidentValues(now: Date, zone: string, o: { clientId?: string; shiftId?: string }) {
  const { date, time } = localParts(now.toISOString(), zone);
  return {
    clientId: o.clientId ?? '',
    staffId: '',
    shiftRosterId: o.shiftId ?? '',
    type: 'Incident',
    title: '',
    occurredDate: date,
    occurredTime: time,
    location: '',
    description: '',
    immediateActions: '',
    personHarmed: '',
    harmDetails: '',
    othersInvolved: '',
    witnesses: [],
    firstAid: '',
    emergencyServices: [],
    policeReference: '',
    familyNotified: '',
    guardianNotified: '',
    reportable: 'Unsure',
    categories: [],
    restrictivePracticeHarm: '',
    awareDate: '',
    awareTime: '',
  } satisfies IncidentFormValues;
}

/** An incident's stored values, for the office's edit. */
export function incidentValues(i: IncidentView, zone: string): IncidentFormValues {
  const occurred = localParts(i.occurredAt, zone);
  const aware = i.awareAt ? localParts(i.awareAt, zone) : { date: '', time: '' };
  return {
    clientId: i.clientId ?? '',
    staffId: i.staffId ?? '',
    shiftRosterId: i.shiftRosterId ?? '',
    type: i.type,
    title: i.title,
    occurredDate: occurred.date,
    occurredTime: occurred.time,
    location: i.location,
    description: i.description,
    immediateActions: i.immediateActions,
    personHarmed: yesNo(i.personHarmed),
    harmDetails: i.harmDetails ?? '',
    othersInvolved: i.othersInvolved ?? '',
    witnesses: i.witnesses.map((w) => ({
      name: w.name,
      contact: w.contact ?? '',
      statement: w.statement ?? '',
    })),
    firstAid: yesNo(i.firstAid),
    emergencyServices: i.emergencyServices,
    policeReference: i.policeReference ?? '',
    familyNotified: yesNo(i.familyNotified),
    guardianNotified: yesNo(i.guardianNotified),
    reportable: i.reportable,
    categories: i.categories.map(String),
    restrictivePracticeHarm: yesNo(i.restrictivePracticeHarm),
    awareDate: aware.date,
    awareTime: aware.time,
  };
}
