// Architecture figures: a few counts that show how the server's routes, permissions and data access,
// and the web app's features, are laid out. Plain Node (>= 20), no dependencies.
//
//   node scripts/architecture-figures.mjs [DIR] [--duplicates]
//
// DIR is the checkout to measure (default: this repo's root); it may be another checkout, e.g.
// `git worktree add --detach /tmp/base <commit>`. --duplicates also runs the `duplicates` command
// (on PATH; it takes up to two minutes).
//
// How files are read, for every count below:
// - Files are found by walking the folder (node_modules, dist, .git and coverage are skipped).
// - Test files are left out: `*.test.ts(x)` (which includes `*.int.test.ts`), `*.test-kit.ts(x)`, the
//   web's older test helpers named `test-*.ts(x)` (kept so an older checkout reads the same), and anything
//   under a `test/` folder.
// - Comments are blanked before searching, so a `can(` or an import written in a comment does not count.
// - Imports are statements: `import … from '…'`, `import '…'`, `export … from '…'` (one statement may
//   span lines and counts once) and `import('…')`. A relative specifier is resolved against the
//   importing file: one ending in .ts/.tsx is taken as is, `.js`/`.jsx` is read as .ts/.tsx, and one
//   without an extension tries `.ts`, `.tsx`, `/index.ts`, `/index.tsx`.
//   (scripts/architecture-figures/source-files.mjs reads them so.)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, isTest, isTs, isTsOrTsx, sourcesOf } from './architecture-figures/source-files.mjs';

const args = process.argv.slice(2);
const withDuplicates = args.includes('--duplicates');
const positional = args.filter((a) => !a.startsWith('--'));
const root = path.resolve(positional[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
if (!existsSync(path.join(root, 'apps'))) {
  console.error(`architecture-figures: ${root} has no apps/ folder`);
  process.exit(2);
}

const { walk, code, imports, resolve } = sourcesOf(root);

const figures = [];
const put = (name, value) => figures.push([name, value]);

const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const serverFiles = walk(SERVER).filter((f) => isTs(f) && !isTest(f));
const moduleFiles = serverFiles.filter((f) => f.startsWith(`${MODULES}/`));
const routesFiles = serverFiles.filter((f) => f.endsWith('.routes.ts'));

// 1. Files defining routes: non-test .ts files under apps/server/src whose code calls defineRoute(,
//    definePublicRoute(, routeSpec( or publicRouteSpec( (a `function name(` declaration is not a call),
//    apart from apps/server/src/http/route.ts, where they are declared.
const DEFINES_ROUTE = /(?<!function\s+)\b(defineRoute|definePublicRoute|routeSpec|publicRouteSpec)\s*\(/;
const routeDefiners = serverFiles.filter(
  (f) => f !== `${SERVER}/http/route.ts` && DEFINES_ROUTE.test(code(f)),
);
put('files defining routes', routeDefiners.length);

// 2. `<area>.routes.ts` files (informational): all of them, then those that are wiring only (they call
//    none of the four route definers of 1 and only hand the app to other files) and the rest.
const wiringOnly = routesFiles.filter((f) => !DEFINES_ROUTE.test(code(f)));
put('routes.ts files', routesFiles.length);
put('routes.ts files, wiring only', wiringOnly.length);
put('routes.ts files, defining routes themselves', routesFiles.length - wiringOnly.length);

// 3. Inline permission checks: occurrences of `\bcan(` in the code of non-test .ts files under
//    apps/server/src/modules (handlers and use cases); apps/server/src/http/ is not counted.
put(
  'inline permission checks',
  moduleFiles.reduce((n, f) => n + count(code(f), /\bcan\s*\(/g), 0),
);

// 4. Routes declaring any signed-in user: specs whose permission is 'session.use', i.e. occurrences of
//    `permission: 'session.use'` in non-test .ts files under apps/server/src, plus, in the new style,
//    `route(<name>, 'session.use'` in *.routes.ts files.
const OLD_SESSION = /\bpermission\s*:\s*(['"])session\.use\1/g;
const NEW_SESSION = /\broute\s*\(\s*[^,()]+,\s*(['"])session\.use\1/g;
const oldSession = serverFiles.reduce((n, f) => n + count(code(f), OLD_SESSION), 0);
const newSession = routesFiles.reduce((n, f) => n + count(code(f), NEW_SESSION), 0);
put('routes declaring any signed-in user', oldSession + newSession);
put('  of which permission: session.use', oldSession);
put("  of which route(<name>, 'session.use'", newSession);

// 5. Imports into another module's repo: import statements in non-test files of
//    apps/server/src/modules/<A>/ whose specifier resolves to apps/server/src/modules/<B>/…/*.repo.ts
//    with B ≠ A.
const moduleOf = (rel) =>
  rel.startsWith(`${MODULES}/`) ? rel.slice(MODULES.length + 1).split('/')[0] : null;
let crossRepo = 0;
for (const f of moduleFiles) {
  for (const { spec } of imports(f)) {
    const target = resolve(f, spec);
    if (target?.endsWith('.repo.ts') && moduleOf(target) && moduleOf(target) !== moduleOf(f)) {
      crossRepo++;
    }
  }
}
put("imports into another module's repo", crossRepo);

// 6. Use-case files with SQL outside repos: non-test .ts files under apps/server/src/modules, not
//    `*.repo.ts`, with an import (type-only ones too) from apps/server/src/db/schema (the folder or a
//    file in it, resolved; or a package specifier containing db/schema) or from drizzle-orm (and its
//    subpaths such as drizzle-orm/pg-core). The share is of all non-test, non-repo module files.
const SCHEMA = `${SERVER}/db/schema`;
const isSql = (f, spec) => {
  const target = resolve(f, spec);
  if (target !== null) {
    return target === SCHEMA || target.startsWith(`${SCHEMA}/`) || target.startsWith(`${SCHEMA}.`);
  }
  return spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/') || spec.includes('db/schema');
};
const nonRepo = moduleFiles.filter((f) => !f.endsWith('.repo.ts'));
const sqlFiles = nonRepo.filter((f) => imports(f).some(({ spec }) => isSql(f, spec)));
const pct = nonRepo.length ? ((100 * sqlFiles.length) / nonRepo.length).toFixed(1) : '0.0';
put('use-case files with SQL outside repos', sqlFiles.length);
put('  share of non-test non-repo module files', `${pct}% (${sqlFiles.length} of ${nonRepo.length})`);

// 7. Web upward imports: non-test .ts/.tsx files under apps/web/src/features/ with an import whose
//    specifier resolves to apps/web/src/app/ (or below); counted as files and as import statements.
// 8. Features importing app/: the distinct feature folders (apps/web/src/features/<f>/) holding such a
//    file, out of all the folders directly under apps/web/src/features.
const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const APP = `${WEB}/app`;
const webFiles = walk(WEB).filter((f) => isTsOrTsx(f) && !isTest(f));
const featureFiles = webFiles.filter((f) => f.startsWith(`${FEATURES}/`));
let upwardLines = 0;
const upwardFiles = new Set();
for (const f of featureFiles) {
  for (const { spec } of imports(f)) {
    const target = resolve(f, spec);
    if (target === APP || target?.startsWith(`${APP}/`)) {
      upwardLines++;
      upwardFiles.add(f);
    }
  }
}
const featureDirs = existsSync(path.join(root, FEATURES))
  ? readdirSync(path.join(root, FEATURES)).filter((d) => statSync(path.join(root, FEATURES, d)).isDirectory())
  : [];
const featureOf = (rel) => rel.slice(FEATURES.length + 1).split('/')[0];
const upwardFeatures = new Set(
  [...upwardFiles].filter((f) => f.includes('/', FEATURES.length + 1)).map(featureOf),
);
put('web upward imports, files', upwardFiles.size);
put('web upward imports, import lines', upwardLines);
put('features importing app/', `${upwardFeatures.size} of ${featureDirs.length}`);

// 9. useTimeZone imports from features/users: import statements in non-test files under apps/web/src
//    that name useTimeZone among what they import, from a specifier containing `features/users` or
//    `../users/` (so the users feature's own `./useTimeZone.ts` imports are not counted).
const timeZoneImports = webFiles.reduce(
  (n, f) =>
    n +
    imports(f).filter(
      ({ clause, spec }) =>
        /\buseTimeZone\b/.test(clause) && (spec.includes('features/users') || spec.includes('../users/')),
    ).length,
  0,
);
put('useTimeZone imports from features/users', timeZoneImports);

// 10. Duplicate pairs outside migrations (only with --duplicates): runs
//     `duplicates --repo DIR --most 200 --seconds 120` and counts the pair rows (`D1 a:1-9 ~ b:3-11`)
//     where neither side lies under a migrations/ or drizzle/ folder. The tool's first line (its own
//     count of all pairs) and any `(+N more pairs)` and `incomplete:` lines are shown as they are: pairs
//     past the 200 listed rows cannot be sorted by folder, so the count is then a lower bound.
if (withDuplicates) {
  const run = spawnSync('duplicates', ['--repo', root, '--most', '200', '--seconds', '120'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    put('duplicate pairs outside migrations', `not run (${run.error.message})`);
  } else {
    const lines = run.stdout.split('\n');
    const inMigrations = (side) => /(^|\/)(migrations|drizzle)\//.test(side.trim().split(/\s+/)[0] ?? '');
    let listed = 0;
    let kept = 0;
    for (const line of lines) {
      const row = /^\s*D\d+\s+(.+?)\s+~\s+(.+)$/.exec(line);
      if (row) {
        listed++;
        if (!inMigrations(row[1]) && !inMigrations(row[2])) {
          kept++;
        }
      }
    }
    const more = lines.find((l) => /^\s*\(\+\d+ more pairs\)/.test(l));
    const notes = lines.filter((l) => /^\s*(incomplete|left out):/.test(l)).map((l) => l.trim());
    put('duplicate pairs outside migrations', kept);
    put('  pair rows listed', listed);
    put('  tool summary', (lines[0] ?? '').trim());
    put('  more pairs past the list', more ? `${more.trim()} (not sorted by folder)` : 'none');
    for (const note of notes) {
      put('  tool note', note);
    }
  }
} else {
  put('duplicate pairs outside migrations', 'skipped (pass --duplicates)');
}

console.log(`architecture figures for ${root}`);
for (const [name, value] of figures) {
  console.log(`${name}: ${value}`);
}
