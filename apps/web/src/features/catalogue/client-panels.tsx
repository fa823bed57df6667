import type { ClientTabContext, TabPanels } from '../profiles/client-tab-panels.ts';

/** The Schedule Support tab of the client profile. */
export function supportScheduleTabs(_client: ClientTabContext): TabPanels {
  return {};
}
