import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Whether `npm start` must build the web app (issue 26: it rebuilt on every start, 18–40 s): the
 * web app's sources (its own, the shared domain's, the lock file) are fingerprinted, and the
 * fingerprint of the last build is kept beside the build. Content, not dates: a checkout that
 * touches files without changing them does not rebuild.
 */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
] as const;

/** Where the fingerprint of the sources a build was made from is kept, inside the build. */
export const STAMP_FILE = '.sources-fingerprint';

function filesOf(path: string): string[] {
  if (!existsSync(path)) {
    return [];
  }
  if (!statSync(path).isDirectory()) {
    return [path];
  }
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => filesOf(join(path, entry.name)));
}

/** One hash over every source file's path and content, in a fixed order. */
export function sourcesFingerprint(root: string, sources: readonly string[] = WEB_SOURCES): string {
  const hash = createHash('sha256');
  const files = sources.flatMap((source) => filesOf(join(root, source))).sort();
  for (const file of files) {
    hash.update(relative(root, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed ('first start': none yet; 'changed': the sources moved on), or null. */
export function webBuildNeeded(
  root: string,
  dist: string,
  fingerprint = sourcesFingerprint(root),
): 'first start' | 'changed' | null {
  if (!existsSync(join(dist, 'index.html'))) {
    return 'first start';
  }
  const stamp = join(dist, STAMP_FILE);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== fingerprint) {
    return 'changed';
  }
  return null;
}

/** Records the sources a finished build was made from. */
export function stampWebBuild(dist: string, fingerprint: string): void {
  writeFileSync(join(dist, STAMP_FILE), `${fingerprint}\n`);
}
