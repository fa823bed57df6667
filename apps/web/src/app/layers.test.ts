import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALLOWED_CIRCLES } from './layers.allow.ts';

// The layers of the web app (src/): app/ is the shell, the only part that imports the features' pages
// and menu entries and builds the router and the side menu from them. Below it the features; below
// them shelf/ (what several features share: shift and people queries, display helpers) and
// platform/, ui/, api/ and session/, the building blocks every feature may use.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each checked layer, and the layers it may not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  features: ['app'],
  shelf: ['app', 'features'],
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

// A feature's page definitions, menu entries and profile tabs are read by the shell alone.
const FEATURE_EXPORTS_FOR_THE_SHELL = /^features\/[^/]+\/(routes\.tsx|menu-entries\.ts|profile-tabs\.ts)$/;

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

/** The feature-level import graph: each feature and the other features its files import. */
function featureGraph(files: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const [layer, from] = path.split('/');
    if (layer !== 'features' || !from) {
      continue;
    }
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const specifier of specifiersOf(text)) {
      const [toLayer, to] = (targetOfImport(path, specifier) ?? '').split('/');
      if (toLayer === 'features' && to && to !== from) {
        targets.add(to);
      }
    }
  }
  return graph;
}

/**
 * The import knots between features: each strongly connected component of more than one feature
 * (Tarjan), its names sorted and joined by ' ↔ '. A component holds every circle, the long ones a
 * list of mutual pairs would miss (a → b → c → a), and it is the unit that has to be cut apart.
 */
function knotsOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[] = [];
  const visit = (node: string): void => {
    const mine = order.size;
    order.set(node, mine);
    low.set(node, mine);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? mine, low.get(next) ?? mine));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? mine, order.get(next) ?? mine));
      }
    }
    if (low.get(node) !== mine) {
      return;
    }
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) {
        onStack.delete(member);
        component.push(member);
      }
    } while (member !== undefined && member !== node);
    if (component.length > 1) {
      knots.push(component.sort().join(' ↔ '));
    }
  };
  for (const node of [...graph.keys()].sort()) {
    if (!order.has(node)) {
      visit(node);
    }
  }
  return knots.sort();
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
    '%s/ imports nothing from %j, nor a feature’s routes, menu entries or profile tabs',
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
        file('features/profiles/p.tsx', "import { PLANS_PROFILE_TABS } from '../plans/profile-tabs.ts';"),
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
      "features/profiles/p.tsx imports '../plans/profile-tabs.ts' (read by app/ only)",
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

  // Every file under features/ counts, tests too: a test that imports another feature ties the two
  // as a page does (neither can be moved or tested without the other).
  it('has no import circle between features but the allowed ones, each still there', () => {
    const knots = knotsOf(featureGraph(FILES));
    const allowed = ALLOWED_CIRCLES.map((entry) => [...entry.features].sort().join(' ↔ '));
    expect(
      knots.filter((knot) => !allowed.includes(knot)),
      'a new import circle between features (cut it, see docs/architecture.md)',
    ).toEqual([]);
    expect(
      allowed.filter((entry) => !knots.includes(entry)),
      'an entry of layers.allow.ts no longer needed (remove or shrink it)',
    ).toEqual([]);
  });

  it('finds every circle between features, the long ones and those through tests too', () => {
    const file = (path: string, text: string) => ({ path, text });
    const graph = featureGraph([
      file('features/a/x.ts', "import { b } from '../b/b.ts';"),
      file('features/b/b.ts', "import type { C } from '../c/c.ts';"),
      file('features/c/c.ts', "const A = lazyRouteComponent(() => import('../a/x.ts'), 'A');"),
      file('features/d/d.ts', "import { e } from '../e/e.ts';"),
      file('features/e/e.test.ts', "vi.mock('../d/d.ts', () => ({}));"),
      file('features/f/f.ts', "import { a } from '../a/x.ts';\nimport { s } from '../../shelf/s.ts';"),
      file('features/g/g.ts', "import { h } from './h.ts';\nimport { f } from '../f/f.ts';"),
      file('shelf/s.ts', "import { g } from '../features/g/g.ts';"),
    ]);
    expect(graph.get('f')).toEqual(new Set(['a']));
    expect(knotsOf(graph)).toEqual(['a ↔ b ↔ c', 'd ↔ e']);
  });
});
