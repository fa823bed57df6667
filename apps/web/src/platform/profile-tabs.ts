import type { ReactNode } from 'react';

/** The client whose record a tab shows, and whether the client is reading it themself (portal). */
export interface ClientTabContext {
  profileId: string;
  fullName: string;
  own: boolean;
  /** The client's sign-in, whose uploads the Documents tab lists. */
  userId?: string | null;
  /** The program that funds the client (NDIS by default): a Support at Home client has no NDIS plan. */
  fundingProgram?: string | null;
}

/** The staff member whose record a tab shows. */
export interface StaffTabContext {
  staffId: string;
  fullName: string;
  userId?: string | null;
}

/** The administrator whose profile shows the part. */
export interface AdministratorTabContext {
  administratorId: string;
  fullName: string;
  userId: string | null;
}

/**
 * Tab contents by tab value (the profiles' tab lists); a value that is no tab of the page is a part
 * the page places itself (the client's `NdisPlans`, the administrator's `Documents`).
 */
export type TabPanels = Partial<Record<string, ReactNode>>;

/** What a feature gives each kind of profile, loaded with the first profile page that shows it. */
export interface ProfileTabSource {
  client?: () => Promise<(client: ClientTabContext) => TabPanels>;
  staff?: () => Promise<(staff: StaffTabContext) => TabPanels>;
  administrator?: () => Promise<(admin: AdministratorTabContext) => TabPanels>;
}

export type ProfileKind = keyof ProfileTabSource;
