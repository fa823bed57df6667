import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No file of the domain imports itself round a circle (a → b → a, or a longer loop), type-only
 * imports included: a shared type or constant goes to a small file of its own that both import
 * (invoices/hours.ts). Read off the source text as apps/server/src/modules/module-doors.test.ts and
 * apps/web/src/app/layers.test.ts read theirs (TypeScript's preProcessFile: static, type-only,
 * re-exports, dynamic import()).
 */

const SRC = dirname(fileURLToPath(import.meta.url));

interface SourceFile {
  /** Relative to src/, with forward slashes: `invoices/delivery.ts`. */
  path: string;
  text: string;
}

const toPosix = (path: string) => path.split(sep).join('/');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return filesUnder(full);
    }
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files of the set a file imports (relative specifiers only; a package is no file of ours). */
function targetsOf({ path, text }: SourceFile, known: ReadonlySet<string>): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => toPosix(relative(SRC, resolve(SRC, dirname(path), specifier))))
    .filter((target) => known.has(target));
}

/** The import circles between files: each strongly connected set of 2+ files (Tarjan), sorted, joined by ' · '. */
export function fileCircles(files: readonly SourceFile[]): string[] {
  const known = new Set(files.map((f) => f.path));
  const edges = new Map(files.map((f) => [f.path, targetsOf(f, known)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const visit = (node: string): void => {
    const mine = order.size;
    order.set(node, mine);
    low.set(node, mine);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
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
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) {
        onStack.delete(member);
        members.push(member);
      }
    } while (member !== undefined && member !== node);
    if (members.length > 1) {
      circles.push(members.sort().join(' · '));
    }
  };
  for (const node of [...edges.keys()].sort()) {
    if (!order.has(node)) {
      visit(node);
    }
  }
  return circles.sort();
}

const FILES: SourceFile[] = filesUnder(SRC).map((full) => ({
  path: toPosix(relative(SRC, full)),
  text: readFileSync(full, 'utf8'),
}));

describe('the import graph of the domain', () => {
  it('reads every file of src/', () => {
    expect(FILES.length).toBeGreaterThan(150);
    expect(FILES.some((f) => f.path === 'invoices/delivery.ts')).toBe(true);
  });

  it('has no import circle between files', () => {
    expect(fileCircles(FILES), 'move what both files need to a small file of its own').toEqual([]);
  });

  it('finds a circle of type-only imports, re-exports and dynamic imports, and only circles', () => {
    const file = (path: string, text: string) => ({ path, text });
    const fixture = [
      file('a.ts', "import type { B } from './b.ts';"),
      file('b.ts', "export { c } from './sub/c.ts';"),
      file('sub/c.ts', "const a = await import('../a.ts');"),
      file('d.ts', "import { a } from './a.ts';\nimport { z } from 'zod';"),
      file('e.ts', "import { f } from './f.ts';"),
      file('f.ts', "// import { e } from './e.ts';\nexport const f = 'from \\'./e.ts\\'';"),
      file('g.ts', "import { h } from './h.ts';"),
      file('h.ts', "import type { G } from './g.ts';"),
    ];
    expect(fileCircles(fixture)).toEqual(['a.ts · b.ts · sub/c.ts', 'g.ts · h.ts']);
  });
});
