import { COMMISSION_FORM_LABELS, type CommissionForm, formatInZone } from '@care/domain';

/** The replies, activity lines and mail of the incident register, in one place. */
export const INCIDENT_TEXTS = {
  recorded: (no: string) => `Incident ${no} recorded. Key personnel have been told.`,
  saved: (no: string) => `Incident ${no} saved`,
  acknowledged: (no: string) => `You acknowledged incident ${no}`,
  notified: (no: string, form: CommissionForm) =>
    `The ${COMMISSION_FORM_LABELS[form]} of incident ${no} is recorded as lodged`,
  actionAdded: (no: string) => `Corrective action added to incident ${no}`,
  actionDone: (no: string) => `Corrective action of incident ${no} marked done`,
  informationAdded: (no: string) => `Your information was added to incident ${no}`,
  moved: (no: string, status: string) => `Incident ${no} is now ${status}`,
  keyPersonnelSaved: 'Key personnel saved',
  practiceRecorded: 'Restrictive practice recorded',
  practiceRaisedIncident: (no: string) =>
    `Restrictive practice recorded. It was not authorised, so incident ${no} was raised (category 6).`,
  actionNotFound: 'There is no such corrective action on this incident',
  actionAlreadyDone: 'This corrective action is already done',
} as const;

/** The mail key personnel get the moment an incident is recorded (§B3: they must ensure notification). */
export function incidentMail(p: {
  incidentNo: string;
  title: string;
  type: string;
  reportable: string;
  reportedBy: string;
  clientName: string | null;
  occurredAt: Date;
  clocks: { label: string; dueAt: string }[];
  zone: string;
  link: string;
  companyName: string;
}) {
  const when = (d: Date | string) => formatInZone(d, 'listDateTime', p.zone);
  return {
    subject: `${p.type} ${p.incidentNo} reported: ${p.title}`,
    text: [
      `${p.reportedBy} recorded ${p.type.toLowerCase()} ${p.incidentNo} at ${p.companyName}.`,
      '',
      `What: ${p.title}`,
      `When: ${when(p.occurredAt)}`,
      p.clientName ? `Participant: ${p.clientName}` : '',
      `Reportable to the NDIS Commission: ${p.reportable}`,
      ...p.clocks.map((c) => `${c.label} due by ${when(c.dueAt)}`),
      '',
      'As key personnel, please acknowledge it and see that the Commission is notified in time:',
      p.link,
    ]
      .filter((l) => l !== '')
      .join('\n'),
  };
}
