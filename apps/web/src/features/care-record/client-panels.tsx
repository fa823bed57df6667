import type { ClientTabContext, TabPanels } from '../profiles/client-tab-panels.ts';

/** The Daily Activities, Participant Expenditure, Representative, Daily Living and Aids tabs of the client profile. */
export function careRecordTabs(_client: ClientTabContext): TabPanels {
  return {};
}
