import { DEFAULT_TIME_ZONE, formatCalendarDate, formatInZone, fullName } from '@care/domain';
import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import type { ReferralView } from './referrals.repo.ts';

const row = (label: string, value: unknown): Content[] => [
  { text: label, color: '#555' },
  { text: value === null || value === undefined || value === '' ? '—' : String(value) },
];

/** The referral as a printable A4 form (spec 2 §2: /pdf/refferal-pdf/{clientReferralId}). */
export function referralPdf(
  referral: ReferralView,
  companyName: string,
  zone: string = DEFAULT_TIME_ZONE,
): Promise<Buffer> {
  const f = referral.form;
  const section = (title: string, rows: Content[][]): Content[] => [
    { text: title, bold: true, fontSize: 12, margin: [0, 12, 0, 4] },
    { table: { widths: [150, '*'], body: rows }, layout: 'lightHorizontalLines' },
  ];
  return renderPdf({
    info: { title: `Referral ${referral.fullName}` },
    content: [
      { text: companyName, color: '#555' },
      { text: 'NDIS Participant Referral', fontSize: 16, bold: true, margin: [0, 4, 0, 2] },
      {
        text: `Status: ${referral.status}    Received: ${formatInZone(referral.dateCreated, 'date', zone)}`,
      },
      ...section('Participant', [
        row('Name', fullName(f.firstName, null, f.lastName)),
        row('Preferred name', f.preferredName),
        row('Date of birth', formatCalendarDate(f.dateOfBirth)),
        row('Gender', f.gender),
        row('Email', f.email),
        row('Contact number', f.contactNumber),
        row(
          'Current residence',
          [f.currentResidence, f.suburb, f.state, f.postcode].filter(Boolean).join(', '),
        ),
        row('Living arrangement', f.livingArrangement),
      ]),
      ...section('NDIS plan', [
        row('NDIS number', f.ndisNo),
        row('Plan start', formatCalendarDate(f.ndisStartDate)),
        row('Plan end', formatCalendarDate(f.ndisEndDate)),
        row('Plan management', f.planManagement),
      ]),
      ...section('Needs', [
        row('Primary disability', f.primaryDisability),
        row('Communication needs', f.communicationNeeds),
        row('Interpreter required', f.interpreterRequired),
        row('Preferred language', f.preferredLanguage),
        row('Cultural background', f.culturalBackground),
        row('Risks', f.risks),
        row(
          'Guardian / contact',
          [f.guardianName, f.guardianRelationship, f.guardianPhone].filter(Boolean).join(', '),
        ),
      ]),
      ...section('Supports requested', [
        row('Supports', f.supportsRequested.join(', ')),
        row('Goals', f.goals),
        row('Preferred start', formatCalendarDate(f.preferredStartDate)),
      ]),
      ...section('Referrer', [
        row('Name', f.referrerName),
        row('Organisation', f.referrerOrganisation),
        row('Role', f.referrerRole),
        row('Email', f.referrerEmail),
        row('Phone', f.referrerPhone),
      ]),
      ...section('Consent', [
        row('Consent to share', f.consentToShare ? 'Given' : 'Not given'),
        row('Given by', f.consentGivenBy),
      ]),
    ],
  });
}
