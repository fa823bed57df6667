import { createContext, useContext } from 'react';
import type { ProfileKind, ProfileTabSource, TabPanels } from './profile-tabs.ts';

// The features' profile parts, as the shell assembles them (app/profile-tabs.ts, provided by the
// signed-in layout); a profile page reads them here, so it imports no other feature's panels.
const ProfileTabSources = createContext<readonly ProfileTabSource[]>([]);
export const ProfileTabSourcesProvider = ProfileTabSources.Provider;

type ContextOf<K extends ProfileKind> = Parameters<NonNullable<ProfileTabSource[K]>>[0];

/** The panels the features give a profile of this kind, as one builder over the profile's context. */
export function useProfilePanels<K extends ProfileKind>(kind: K): (context: ContextOf<K>) => TabPanels {
  const sources = useContext(ProfileTabSources);
  return (context) =>
    Object.assign(
      {},
      ...sources.map((source) => (source[kind] as ((c: ContextOf<K>) => TabPanels) | undefined)?.(context)),
    );
}
