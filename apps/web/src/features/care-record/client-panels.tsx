import type { ClientTabContext, TabPanels } from '../../platform/profile-tabs.ts';
import {
  AidsPanel,
  DailyActivitiesPanel,
  DailyLivingPanel,
  ExpenditurePanel,
  RepresentativesPanel,
} from './record-panels.tsx';

/** The Daily Activities, Participant Expenditure, Representative, Daily Living and Aids tabs of the client profile. */
export function careRecordTabs(client: ClientTabContext): TabPanels {
  if (client.own) {
    // The client's own profile has Documents and Schedule (spec 3 §2.7): Schedule is their daily activities.
    return { Schedule: <DailyActivitiesPanel client={client} /> };
  }
  return {
    DailyActivities: <DailyActivitiesPanel client={client} />,
    ParticipantExpenditure: <ExpenditurePanel client={client} />,
    Representative: <RepresentativesPanel client={client} />,
    DailyLivingNightSupport: <DailyLivingPanel client={client} />,
    AidsEquipment: <AidsPanel client={client} />,
  };
}
