import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesFingerprint, stampWebBuild, webBuildNeeded } from './web-build.ts';

function repo() {
  const root = mkdtempSync(join(tmpdir(), 'care-web-build-'));
  mkdirSync(join(root, 'apps/web/src'), { recursive: true });
  mkdirSync(join(root, 'packages/domain/src'), { recursive: true });
  writeFileSync(join(root, 'apps/web/src/main.tsx'), 'export const a = 1;\n');
  writeFileSync(join(root, 'packages/domain/src/index.ts'), 'export const b = 2;\n');
  return { root, dist: join(root, 'apps/web/dist') };
}

function build(dist: string, root: string) {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  stampWebBuild(dist, sourcesFingerprint(root));
}

describe('npm start builds the web app only when its sources changed', () => {
  it('builds on the first start, when there is no build', () => {
    const { root, dist } = repo();
    expect(webBuildNeeded(root, dist)).toBe('first start');
  });

  it('does not build again from the same sources, even when a file was rewritten unchanged', () => {
    const { root, dist } = repo();
    build(dist, root);
    expect(webBuildNeeded(root, dist)).toBeNull();
    writeFileSync(join(root, 'apps/web/src/main.tsx'), 'export const a = 1;\n');
    expect(webBuildNeeded(root, dist)).toBeNull();
  });

  it('builds again when a web or domain source changed, was added, or the build has no record', () => {
    const { root, dist } = repo();
    build(dist, root);
    writeFileSync(join(root, 'packages/domain/src/index.ts'), 'export const b = 3;\n');
    expect(webBuildNeeded(root, dist)).toBe('changed');
    build(dist, root);
    writeFileSync(join(root, 'apps/web/src/new-page.tsx'), 'export {};\n');
    expect(webBuildNeeded(root, dist)).toBe('changed');
    build(dist, root);
    // Files the build writes or installs do not count as sources.
    mkdirSync(join(root, 'apps/web/src/node_modules'), { recursive: true });
    writeFileSync(join(root, 'apps/web/src/node_modules/x.js'), '1');
    expect(webBuildNeeded(root, dist)).toBeNull();
    writeFileSync(join(dist, '.sources-fingerprint'), 'something else\n');
    expect(webBuildNeeded(root, dist)).toBe('changed');
  });
});
