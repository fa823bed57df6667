import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KERNEL_MODULE_IMPORTS, MODULE_CIRCLES, PAST_THE_DOOR } from './module-doors.allow.ts';

/*
 * Every server area (modules/<area>/) has one front door, `<area>.api.ts`: the reads and the few
 * commands other areas may use. Read off the source tree (apps/server/src), this test fails on:
 * 1. an import of a module's file from outside the module that is not its door (the top-level
 *    routes.ts alone reads each area's `<area>.routes.ts`);
 * 2. a door that re-exports another module's file (a door opens onto its own module only);
 * 3. the kernel (http/, db/, ports/, jobs/) importing any module: what it needs comes through the
 *    app's dependencies (http/deps.ts);
 * 4. a circle between modules (A imports B's door, B imports A's, directly or round a longer loop).
 * Tests and test kits are not scanned: they set up fixtures of any area, and only tests import them.
 */

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface SourceFile {
  /** Relative to src/, with forward slashes: `modules/roster/add-shift.ts`. */
  path: string;
  text: string;
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const isTest = (path: string) => path.endsWith('.test.ts') || path.endsWith('.test-kit.ts');
const KERNEL = /^(http|db|ports|jobs)\//;

/** The module a path belongs to (`roster` for `modules/roster/x.ts`), or null outside modules/. */
const moduleOf = (path: string): string | null => {
  const parts = path.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? (parts[1] ?? null) : null;
};
const doorOf = (module: string) => `modules/${module}/${module}.api.ts`;

/** The files under src/ a file imports (static, type-only, re-exports, dynamic import()). */
function targetsOf({ path, text }: SourceFile): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) =>
      relative(src, resolve(src, dirname(path), specifier))
        .split(sep)
        .join('/'),
    );
}

/** `file -> target` for each import that breaks rules 1–3. */
export function doorViolations(files: readonly SourceFile[]): { pastTheDoor: string[]; kernel: string[] } {
  const pastTheDoor: string[] = [];
  const kernel: string[] = [];
  for (const file of files) {
    const own = moduleOf(file.path);
    for (const target of targetsOf(file)) {
      const module = moduleOf(target);
      if (!module || module === own) {
        continue;
      }
      const line = `${file.path} -> ${target}`;
      if (KERNEL.test(file.path)) {
        kernel.push(line);
      } else if (own && file.path === doorOf(own)) {
        pastTheDoor.push(line);
      } else if (target !== doorOf(module) && !(file.path === 'routes.ts' && target.endsWith('.routes.ts'))) {
        pastTheDoor.push(line);
      }
    }
  }
  return { pastTheDoor, kernel };
}

/** The circles of the module graph: each strongly connected set of 2+ modules, sorted and joined. */
export function moduleCircles(files: readonly SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    for (const to of targetsOf(file).map(moduleOf)) {
      if (from && to && to !== from) {
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      const members: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w) {
          members.push(w);
        }
      } while (w && w !== v);
      if (members.length > 1) {
        circles.push(members.sort().join(' · '));
      }
    }
  };
  for (const v of [...edges.keys()].sort()) {
    if (!index.has(v)) {
      visit(v);
    }
  }
  return circles.sort();
}

const FILES: SourceFile[] = walk(src)
  .map((full) => relative(src, full).split(sep).join('/'))
  .filter((path) => path.endsWith('.ts') && !isTest(path))
  .map((path) => ({ path, text: readFileSync(join(src, path), 'utf8') }));

describe('the doors of the server modules', () => {
  const found = doorViolations(FILES);

  it('gives every module its door', () => {
    const modules = [...new Set(FILES.map((f) => moduleOf(f.path)).filter((m) => m !== null))];
    expect(modules.length).toBeGreaterThan(30);
    const doors = new Set(FILES.map((f) => f.path));
    expect(modules.filter((m) => !doors.has(doorOf(m)))).toEqual([]);
    expect(FILES.length).toBeGreaterThan(400);
  });

  it('imports a module from outside only through its door', () => {
    expect(found.pastTheDoor, 'import the module’s <area>.api.ts instead (or list it, with why)').toEqual([
      ...PAST_THE_DOOR,
    ]);
  });

  it('keeps the kernel free of modules', () => {
    expect(found.kernel, 'pass what the kernel needs through AppDeps (http/deps.ts)').toEqual([
      ...KERNEL_MODULE_IMPORTS,
    ]);
  });

  it('has no circle between modules', () => {
    expect(moduleCircles(FILES), 'break the circle (or list it, with why)').toEqual(
      [...MODULE_CIRCLES].sort(),
    );
  });

  it('tells a door apart from a wall, and finds a circle', () => {
    const file = (path: string, text: string) => ({ path, text });
    const fixture = [
      file('modules/a/use.ts', "import { x } from '../b/b.api.ts';"),
      file('modules/a/other.ts', "import type { Y } from '../b/inside.repo.ts';"),
      file('modules/b/b.api.ts', "export { z } from '../c/c.repo.ts';"),
      file('modules/b/reads.ts', "const m = await import('../a/a.api.ts');"),
      file('http/route.ts', "import { insertActivity } from '../modules/a/a.repo.ts';"),
      file('routes.ts', "import { aRoutes } from './modules/a/a.routes.ts';"),
      file('seed/demo.ts', "import { seedA } from '../modules/a/seed.ts';"),
    ];
    expect(doorViolations(fixture)).toEqual({
      pastTheDoor: [
        'modules/a/other.ts -> modules/b/inside.repo.ts',
        'modules/b/b.api.ts -> modules/c/c.repo.ts',
        'seed/demo.ts -> modules/a/seed.ts',
      ],
      kernel: ['http/route.ts -> modules/a/a.repo.ts'],
    });
    expect(moduleCircles(fixture)).toEqual(['a · b']);
  });
});
