import { DEFAULT_TIME_ZONE } from '@care/domain';
import { useCompany } from './useCompany.ts';

/** The company's time zone, in which business dates are shown (spec 1 §9); Sydney until it loads. */
export function useTimeZone(): string {
  return useCompany().data?.timeZone || DEFAULT_TIME_ZONE;
}
