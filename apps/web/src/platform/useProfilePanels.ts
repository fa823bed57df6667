import type { ProfileKind, ProfileTabSource, TabPanels } from './profile-tabs.ts';

// The features' profile parts, as the shell assembles them (app/profile-tabs.ts, given at start by
// app/App.tsx); a profile page reads them here, so it imports no other feature's panels.
let sources: readonly ProfileTabSource[] = [];

type ContextOf<K extends ProfileKind> = Parameters<Awaited<ReturnType<NonNullable<ProfileTabSource[K]>>>>[0];
type Build<K extends ProfileKind> = (context: ContextOf<K>) => TabPanels;

const loading: Partial<Record<ProfileKind, Promise<void>>> = {};
const ready: Partial<Record<ProfileKind, Build<ProfileKind>>> = {};

/** The shell gives the features' profile tabs once, before the router starts. */
export function provideProfileTabs(given: readonly ProfileTabSource[]): void {
  sources = given;
}

async function loadKind<K extends ProfileKind>(kind: K): Promise<void> {
  const builders = await Promise.all(
    sources.flatMap((source) => {
      const load = source[kind] as (() => Promise<Build<K>>) | undefined;
      return load ? [load()] : [];
    }),
  );
  const build: Build<K> = (context) => Object.assign({}, ...builders.map((b) => b(context)));
  ready[kind] = build as Build<ProfileKind>;
}

/**
 * A profile page's lazy import, resolved once the features' panels of its kind have loaded too (in parallel),
 * so the page renders its tabs in its first pass. A failed load is tried again next time.
 */
export async function withProfileTabs<M>(kind: ProfileKind, page: Promise<M>): Promise<M> {
  loading[kind] ??= loadKind(kind).catch((error: unknown) => {
    loading[kind] = undefined;
    throw error;
  });
  const panels = loading[kind];
  const [module] = await Promise.all([page, panels]);
  return module;
}

/** The panels the features give a profile of this kind, as one builder over the profile's context. */
export function useProfilePanels<K extends ProfileKind>(kind: K): Build<K> {
  return (ready[kind] as Build<K> | undefined) ?? (() => ({}));
}
