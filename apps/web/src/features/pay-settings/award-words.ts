import {
  AWARD_EMPLOYMENT_LABELS,
  type AwardEmploymentType,
  type AwardSettingsRow,
  classificationLabel,
  formatCalendarDate,
  rateDollars,
  STREAM_LABELS,
  type Stream,
} from '@care/domain';

/** A settings row's facts as label/value pairs, in the order the Pay tab and the worker's page show them. */
export function awardFacts(row: AwardSettingsRow): { label: string; value: string }[] {
  const type = AWARD_EMPLOYMENT_LABELS[row.employmentType as AwardEmploymentType] ?? row.employmentType;
  return [
    { label: 'Award', value: 'SCHADS (MA000100)' },
    { label: 'Stream', value: STREAM_LABELS[row.stream as Stream] ?? row.stream },
    { label: 'Classification', value: `Level ${row.level}, pay point ${row.payPoint}` },
    {
      label: 'Employment',
      value: row.employmentType === 'PT' ? `${type}, ${row.agreedWeeklyHours} agreed hours a week` : type,
    },
    {
      label: 'Shiftworker',
      value: row.shiftworker
        ? `Yes, advised in writing on ${formatCalendarDate(row.shiftworkerAdviceDate)}`
        : 'No (day worker)',
    },
    { label: '10-hour shift agreement', value: row.ftTenHourAgreement ? 'Yes' : 'No' },
    { label: 'Sleepover 12-hour agreement', value: row.sleepoverTwelveHourAgreement ? 'Yes' : 'No' },
    {
      label: 'Rate above the award',
      value:
        row.aboveAwardHourlyCents === null
          ? 'None'
          : `${rateDollars(row.aboveAwardHourlyCents)} an hour (the higher applies)`,
    },
    {
      label: 'In force',
      value: `From ${formatCalendarDate(row.effectiveFrom)}${row.effectiveTo ? ` to ${formatCalendarDate(row.effectiveTo)}` : ''}`,
    },
  ];
}

/** One line for a history row: 'SACS level 2 pay point 1 · Casual'. */
export function awardSummary(row: AwardSettingsRow): string {
  const type = AWARD_EMPLOYMENT_LABELS[row.employmentType as AwardEmploymentType] ?? row.employmentType;
  return `${classificationLabel(row)} · ${row.employmentType === 'PT' ? `${type} ${row.agreedWeeklyHours} h` : type}${row.shiftworker ? ' · Shiftworker' : ''}`;
}
