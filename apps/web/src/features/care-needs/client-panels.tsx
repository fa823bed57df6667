import type { ClientTabContext, TabPanels } from '../profiles/client-tab-panels.ts';

/** The Disability, Health, Community and Behaviour Support Needs tabs of the client profile. */
export function careNeedsTabs(_client: ClientTabContext): TabPanels {
  return {};
}
