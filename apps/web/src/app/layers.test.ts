import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layers of the web app (src/): app/ is the shell, the only part that imports the features' pages
// and menu entries and builds the router and the side menu from them. Below it the features; below
// them platform/, ui/, api/ and session/, the building blocks every feature may use.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each checked layer, and the layers it may not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  features: ['app'],
  platform: ['app', 'features'],
  ui: ['app', 'features'],
  api: ['app', 'features'],
  session: ['app', 'features'],
};

interface SourceFile {
  /** Relative to src/, with forward slashes: `features/roster/RosterPage.tsx`. */
  path: string;
  text: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return filesUnder(full);
    }
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const toPosix = (path: string) => path.split(sep).join('/');

/** What a file imports: static, type-only, re-exports, dynamic `import()`, and vi.mock's modules. */
function specifiersOf(text: string): string[] {
  const imports = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
  const mocked = [
    ...text.matchAll(/\bvi\.(?:mock|doMock|importActual|importMock)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g),
  ];
  return [...imports, ...mocked.map((match) => match[1] ?? '')];
}

/** Where under src/ a specifier of the file points (`app/router.tsx`), or null (a package, outside src/). */
function targetOfImport(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    target = toPosix(relative(SRC, resolve(SRC, dirname(file), specifier)));
  } else if (specifier.startsWith('/src/')) {
    target = specifier.slice('/src/'.length);
  } else {
    return null;
  }
  return target.startsWith('../') ? null : target;
}

/** The layer (first folder under src/) a specifier of the file points into, or null. */
function layerOfImport(file: string, specifier: string): string | null {
  const target = targetOfImport(file, specifier);
  return target?.includes('/') ? (target.split('/')[0] ?? null) : null;
}

// A feature's page definitions and menu entries are read by the shell alone.
const FEATURE_EXPORTS_FOR_THE_SHELL = /^features\/[^/]+\/(routes\.tsx|menu-entries\.ts)$/;

/** `file imports 'specifier' (layer/)` for each import a file's layer may not make. */
function layerViolations(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, text }) => {
    const forbidden = FORBIDDEN[path.split('/')[0] ?? ''] ?? [];
    return specifiersOf(text).flatMap((specifier) => {
      const layer = layerOfImport(path, specifier);
      if (forbidden.includes(layer ?? '')) {
        return [`${path} imports '${specifier}' (${layer}/)`];
      }
      if (FEATURE_EXPORTS_FOR_THE_SHELL.test(targetOfImport(path, specifier) ?? '')) {
        return [`${path} imports '${specifier}' (read by app/ only)`];
      }
      return [];
    });
  });
}

const FILES: SourceFile[] = Object.keys(FORBIDDEN).flatMap((layer) =>
  filesUnder(join(SRC, layer)).map((full) => ({
    path: toPosix(relative(SRC, full)),
    text: readFileSync(full, 'utf8'),
  })),
);

describe('the layers of the web app', () => {
  it('reads the files of every checked layer', () => {
    for (const layer of Object.keys(FORBIDDEN)) {
      expect(FILES.filter((f) => f.path.startsWith(`${layer}/`)).length, layer).toBeGreaterThan(0);
    }
    expect(FILES.length).toBeGreaterThan(300);
  });

  it.each(Object.entries(FORBIDDEN))(
    '%s/ imports nothing from %j, nor a feature’s routes or menu entries',
    (layer) => {
      expect(layerViolations(FILES.filter((f) => f.path.startsWith(`${layer}/`)))).toEqual([]);
    },
  );

  it('tells a forbidden import apart from an allowed one', () => {
    const file = (path: string, text: string) => ({ path, text });
    expect(
      layerViolations([
        file('features/x/y.tsx', "import { createAppRouter } from '../../app/router.tsx';"),
        file('features/x/z.tsx', "const Page = lazyRouteComponent(() => import('../../app/X.tsx'), 'X');"),
        file('features/x/t.test.tsx', "vi.mock('../../app/toasts.ts', () => ({}));"),
        file('features/x/u.ts', "export type { MenuEntry } from '../../app/layout/menu.ts';"),
        file('platform/p.ts', "import { x } from '../features/offline/x.ts';"),
        file('ui/deep/q.ts', "import type { Y } from '../../features/y/y.ts';"),
        file('session/s.ts', "import { z } from '/src/app/z.ts';"),
        file('features/x/m.ts', "import { ROSTER_MENU } from '../roster/menu-entries.ts';"),
        file('features/x/r.ts', "import { rosterRoutes } from '../roster/routes.tsx';"),
      ]),
    ).toEqual([
      "features/x/y.tsx imports '../../app/router.tsx' (app/)",
      "features/x/z.tsx imports '../../app/X.tsx' (app/)",
      "features/x/t.test.tsx imports '../../app/toasts.ts' (app/)",
      "features/x/u.ts imports '../../app/layout/menu.ts' (app/)",
      "platform/p.ts imports '../features/offline/x.ts' (features/)",
      "ui/deep/q.ts imports '../../features/y/y.ts' (features/)",
      "session/s.ts imports '/src/app/z.ts' (app/)",
      "features/x/m.ts imports '../roster/menu-entries.ts' (read by app/ only)",
      "features/x/r.ts imports '../roster/routes.tsx' (read by app/ only)",
    ]);
    expect(
      layerViolations([
        file('features/x/y.tsx', "import { toasts } from '../../platform/toasts.ts';"),
        file('features/x/w.tsx', "import { RosterPage } from '../roster/RosterPage.tsx';"),
        file(
          'features/x/v.tsx',
          "// once: import { App } from '../../app/App.tsx';\nconst s = \"from '../../app/a.ts'\";",
        ),
        file('features/app/a.tsx', "import { b } from './b.ts';"),
        file('features/roster/routes.tsx', "import { appPage } from '../../platform/route-kit.ts';"),
        file('features/roster/x.tsx', "import { routes } from './sub/routes.tsx';"),
        file('platform/p.ts', "import { can } from '@care/domain';"),
      ]),
    ).toEqual([]);
  });
});
