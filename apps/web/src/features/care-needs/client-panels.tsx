import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import { NeedsFormPanel } from './NeedsFormPanel.tsx';
import { BEHAVIOUR_FORM, COMMUNITY_FORM, DISABILITY_FORM, HEALTH_FORM } from './needs-forms.ts';

/** The Disability, Health, Community and Behaviour Support Needs tabs of the client profile. */
export function careNeedsTabs(client: ClientTabContext): TabPanels {
  const panel = (form: typeof DISABILITY_FORM) => (
    <NeedsFormPanel form={form} profileId={client.profileId} fullName={client.fullName} own={client.own} />
  );
  return {
    DisabliltySupportNeeds: panel(DISABILITY_FORM),
    HealthSupportNeeds: panel(HEALTH_FORM),
    CommunitySupportNeeds: panel(COMMUNITY_FORM),
    BehaviourSupportNeeds: panel(BEHAVIOUR_FORM),
  };
}
