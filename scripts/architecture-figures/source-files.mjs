// How scripts/architecture-figures.mjs reads a checkout (the rules are listed at the top of that
// script): its files, their code with comments blanked, and their imports resolved.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage']);

export const isTest = (rel) =>
  /\.test(-kit)?\.tsx?$/.test(rel) || /(^|\/)test-[^/]*\.tsx?$/.test(rel) || /(^|\/)test\//.test(rel);
export const isTs = (rel) => rel.endsWith('.ts') && !rel.endsWith('.d.ts');
export const isTsOrTsx = (rel) => isTs(rel) || rel.endsWith('.tsx');

/** The source with comments blanked (line breaks kept, strings and templates left as they are). */
export function stripComments(src) {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      // A quoted string ends at its quote (or, for ' and ", at the line's end); a template at its backtick.
      let j = i + 1;
      while (j < src.length && src[j] !== c && (c === '`' || src[j] !== '\n')) {
        j += src[j] === '\\' ? 2 : 1;
      }
      out += src.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export const count = (text, re) => (text.match(re) ?? []).length;

/** The readers of the checkout at `root`: its files, their code (read once), their imports. */
export function sourcesOf(root) {
  /** Every file below `dir`, as paths relative to the root with forward slashes. */
  function walk(dir) {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) {
      return [];
    }
    const out = [];
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) {
          out.push(...walk(rel));
        }
      } else if (entry.isFile()) {
        out.push(rel);
      }
    }
    return out.sort();
  }

  const sources = new Map();
  /** The file's text with comments blanked (line breaks kept, strings and templates left as they are). */
  function code(rel) {
    let text = sources.get(rel);
    if (text === undefined) {
      text = stripComments(readFileSync(path.join(root, rel), 'utf8'));
      sources.set(rel, text);
    }
    return text;
  }

  /** The import statements of a file: the clause (what is imported, '' for none) and the specifier. */
  function imports(rel) {
    const text = code(rel);
    const found = [];
    const statement = /(?:^|[;\n}])\s*(import|export)\b([^;'"`]*?)\bfrom\s*(['"])([^'"]+)\3/g;
    for (const m of text.matchAll(statement)) {
      found.push({ clause: m[2], spec: m[4] });
    }
    for (const m of text.matchAll(/(?:^|[;\n])\s*import\s*(['"])([^'"]+)\1/g)) {
      found.push({ clause: '', spec: m[2] });
    }
    for (const m of text.matchAll(/\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g)) {
      found.push({ clause: '', spec: m[2] });
    }
    return found;
  }

  /** Where a specifier points, relative to the root; null for a package (not relative). */
  function resolve(fromRel, spec) {
    if (!spec.startsWith('./') && !spec.startsWith('../')) {
      return null;
    }
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
    if (/\.tsx?$/.test(base)) {
      return base;
    }
    if (/\.jsx?$/.test(base)) {
      return base.replace(/\.js(x?)$/, '.ts$1');
    }
    for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
      if (existsSync(path.join(root, candidate))) {
        return candidate;
      }
    }
    return base;
  }

  return { walk, code, imports, resolve };
}
