import { createContext, useContext, useEffect, useState } from 'react';
import type { ProfileKind, ProfileTabSource, TabPanels } from './profile-tabs.ts';

// The features' profile parts, as the shell assembles them (app/profile-tabs.ts); a profile page
// reads them here, so it imports no other feature's panels.
const ProfileTabSources = createContext<readonly ProfileTabSource[]>([]);
export const ProfileTabSourcesProvider = ProfileTabSources.Provider;

type ContextOf<K extends ProfileKind> = Parameters<Awaited<ReturnType<NonNullable<ProfileTabSource[K]>>>>[0];
type Build<K extends ProfileKind> = (context: ContextOf<K>) => TabPanels;

// Loaded once per list of sources and kind; once loaded a later profile page has its tabs at once.
const loaded = new WeakMap<readonly ProfileTabSource[], Partial<Record<ProfileKind, Promise<unknown>>>>();
const ready = new WeakMap<readonly ProfileTabSource[], Partial<Record<ProfileKind, unknown>>>();

function loadAll<K extends ProfileKind>(sources: readonly ProfileTabSource[], kind: K): Promise<Build<K>> {
  const byKind = loaded.get(sources) ?? {};
  loaded.set(sources, byKind);
  const known = byKind[kind];
  if (known) {
    return known as Promise<Build<K>>;
  }
  const pending = Promise.all(
    sources.flatMap((source) => {
      const load = source[kind] as (() => Promise<Build<K>>) | undefined;
      return load ? [load()] : [];
    }),
  ).then((builders) => {
    const build: Build<K> = (context) => Object.assign({}, ...builders.map((b) => b(context)));
    ready.set(sources, { ...ready.get(sources), [kind]: build });
    return build;
  });
  byKind[kind] = pending;
  // A failed load (offline) is tried again by the next page.
  void pending.catch(() => {
    if (byKind[kind] === pending) {
      byKind[kind] = undefined;
    }
  });
  return pending;
}

/**
 * The panels the features give a profile of this kind, as one builder over the profile's context;
 * undefined while their code loads. A failed load is thrown to the page's error boundary.
 */
export function useProfilePanels<K extends ProfileKind>(kind: K): Build<K> | undefined {
  const sources = useContext(ProfileTabSources);
  const [state, setState] = useState<{ build?: Build<K>; error?: unknown }>(() => ({
    build: ready.get(sources)?.[kind] as Build<K> | undefined,
  }));
  useEffect(() => {
    let live = true;
    const settle = (next: { build?: Build<K>; error?: unknown }) => {
      if (live) {
        setState(next);
      }
    };
    void loadAll(sources, kind).then(
      (build) => settle({ build }),
      (error: unknown) => settle({ error }),
    );
    return () => {
      live = false;
    };
  }, [sources, kind]);
  if (state.error !== undefined) {
    throw state.error;
  }
  return state.build;
}
