import type { ReactNode } from 'react';

/** The client whose record a tab shows, and whether the client is reading it themself (portal). */
export interface ClientTabContext {
  profileId: string;
  fullName: string;
  own: boolean;
}

/** Tab contents by tab value (`profile-tabs.ts`); each care-record area gives its own. */
export type TabPanels = Partial<Record<string, ReactNode>>;
