import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { AIDS } from './kinds/aids.tsx';
import { ASSISTANCES } from './kinds/assistances.tsx';
import { DAILY_ACTIVITIES } from './kinds/daily-activities.tsx';
import { DAILY_LIVING } from './kinds/daily-living.tsx';
import { EXPENDITURE } from './kinds/expenditure.tsx';
import { REPRESENTATIVES } from './kinds/representatives.tsx';
import { RecordPanel } from './RecordPanel.tsx';

type Props = { client: ClientTabContext };

/** Daily Activities tab, also the client's own Schedule. */
export const DailyActivitiesPanel = ({ client }: Props) => (
  <RecordPanel kind={DAILY_ACTIVITIES} client={client} />
);
/** Participant Expenditure tab. */
export const ExpenditurePanel = ({ client }: Props) => <RecordPanel kind={EXPENDITURE} client={client} />;
/** Representative tab. */
export const RepresentativesPanel = ({ client }: Props) => (
  <RecordPanel kind={REPRESENTATIVES} client={client} />
);
/** Daily Living & Night Support tab, also the client's own /app/client/daily-living. */
export const DailyLivingPanel = ({ client }: Props) => <RecordPanel kind={DAILY_LIVING} client={client} />;
/** Aids & Equipment tab, also the client's own /app/client/aid-equip. */
export const AidsPanel = ({ client }: Props) => <RecordPanel kind={AIDS} client={client} />;
/** The client's own representatives (the portal's Assistances): no export, so no name is needed. */
export const AssistancesPanel = ({ profileId }: { profileId: string }) => (
  <RecordPanel kind={ASSISTANCES} client={{ profileId, fullName: '', own: true }} />
);
