// Every path the repository cites under docs/ must exist: `docs/<path>` anywhere in a file git knows
// (tracked, or new and not ignored), and the relative links and paths inside docs/**/*.md
// ([x](../foo.md), (spec/…), `reference/NDIS.md`). Lists file:line and the missing path and exits 1,
// or prints one line. Plain Node, no dependencies: `node scripts/check-docs.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter(Boolean);
// A file deleted in the working tree but not yet from the index is neither read nor cited.
const files = [...new Set(listed)].filter((f) => existsSync(join(root, f)));

const known = new Set(files);
const dirs = new Set();
for (const f of files) {
  for (let d = dirname(f); d !== '.'; d = dirname(d)) {
    dirs.add(d);
  }
}
const exists = (p) => {
  const clean = p.replace(/\/+$/, '');
  return clean === '' || known.has(clean) || dirs.has(clean);
};

// Not repository paths: URLs (https://…/docs/…), and the API's own document at /api/docs/json
// (apps/server/src/app.int.test.ts and docs/api.md name it).
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)<>`'"\]]*/gi;
const IGNORED = [/\/api\/docs\/json\b/g];
const blank = (text, re) => text.replace(re, (m) => ' '.repeat(m.length));

// `docs/` at the start of a path (not `mydocs/`); the path runs over the characters paths use here.
const DOCS_PATH = /(?<![\w-])docs\/[\w./-]*/g;
// A path that stops at one of these is a pattern (`docs/decisions/<area>.md`, `docs/spec/N-….md`):
// only its folder is checked.
const PATTERN_NEXT = new Set(['<', '…', '*', '{', '$', '[']);
// Inside docs/**/*.md: markdown link targets, and relative paths to a .md or .csv file or to one of
// the docs folders, written bare or in code spans.
const MD_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const MD_WHOLE_LINK = /\[[^\]]*\]\([^)]*\)/g;
const MD_RELATIVE =
  /(?<![\w/.-])((?:\.\.?\/)*(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:md|csv)|(?:\.\.?\/)*(?:spec|reference|decisions)\/)(?![\w/-])/g;

const trimEnd = (p) => p.replace(/[.,:;]+$/, '');
const isBinary = (buf) => buf.subarray(0, 8000).includes(0);

const problems = [];
let cited = 0;

function check(file, lineNo, path, candidates) {
  cited++;
  if (!candidates.some(exists)) {
    problems.push(`${file}:${lineNo}: ${path} does not exist`);
  }
}

for (const file of files) {
  const full = join(root, file);
  if (!statSync(full).isFile()) {
    continue;
  }
  const buf = readFileSync(full);
  if (isBinary(buf)) {
    continue;
  }
  const inDocsMarkdown = file.startsWith('docs/') && file.endsWith('.md');
  const here = dirname(file);
  const lines = buf.toString('utf8').split('\n');
  lines.forEach((raw, i) => {
    let line = blank(raw, URL);
    for (const re of IGNORED) {
      line = blank(line, re);
    }
    for (const m of line.matchAll(DOCS_PATH)) {
      let path = m[0];
      const next = line[m.index + path.length];
      if (next && PATTERN_NEXT.has(next)) {
        path = path.slice(0, path.lastIndexOf('/') + 1);
      } else {
        path = trimEnd(path);
      }
      check(file, i + 1, path, [path]);
    }
    if (!inDocsMarkdown) {
      return;
    }
    for (const m of line.matchAll(MD_LINK)) {
      const target = m[1].replace(/#.*$/, '');
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) {
        continue;
      }
      check(file, i + 1, target, [toRoot(here, target)]);
    }
    // A link was checked by its target; its label (`[NDIS.md](reference/NDIS.md)`) is only a label.
    for (const m of blank(line, MD_WHOLE_LINK).matchAll(MD_RELATIVE)) {
      const path = m[1];
      // `docs/…` was checked above.
      if (path.startsWith('docs/')) {
        continue;
      }
      // Relative to the file, as a markdown link reads it; a bare name may also mean a root file (README.md).
      check(file, i + 1, path, [toRoot(here, path), normalize(path)]);
    }
  });
}

function toRoot(from, target) {
  const joined = normalize(join(from, decodeURIComponent(target)));
  return relative('.', joined).split(sep).join('/') || '.';
}

if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} cited path(s) under docs/ do not exist:`);
  for (const p of problems) {
    console.error(`  ${p}`);
  }
  process.exit(1);
}
console.log(`check-docs: all ${cited} cited docs paths in ${files.length} files resolve.`);
