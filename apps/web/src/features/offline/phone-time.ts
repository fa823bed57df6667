import { DATE_FORMATS, dayjs } from '@care/domain';

/** When the phone recorded an action, in the company's zone: 'Tue 9:02 AM'. */
export function phoneTime(deviceTime: string, zone: string | undefined): string {
  const at = dayjs(deviceTime);
  return (zone ? at.tz(zone) : at).format(DATE_FORMATS.dayTime);
}
