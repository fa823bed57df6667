import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 26: a page whose chunk uses a Mantine package's components without that package's stylesheet
// looks broken when it is the first such page opened (a date picker with giant chevrons). So every
// file that imports a component from a Mantine package with a stylesheet imports the stylesheet too
// (Vite loads each once), unless the shell (app/App.tsx, always loaded) does.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STYLED_PACKAGES = ['dates', 'dropzone', 'tiptap', 'notifications', 'charts', 'carousel', 'spotlight'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return filesUnder(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The styled Mantine packages a source imports values (components, functions) from. */
export function styledImports(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+['"]@mantine\/([a-z-]+)['"]/gm)) {
    const pkg = match[1] ?? '';
    if (STYLED_PACKAGES.includes(pkg)) {
      found.add(pkg);
    }
  }
  return [...found];
}

/** The packages whose stylesheet a source imports. */
export function importedStyles(text: string): string[] {
  return [...text.matchAll(/^import\s+['"]@mantine\/([a-z-]+)\/styles(?:\.layer)?\.css['"]/gm)].map(
    (m) => m[1] ?? '',
  );
}

describe('Mantine package styles', () => {
  it('reads the imports of a source', () => {
    const text = [
      "import '@mantine/dates/styles.css';",
      "import { DatePickerInput } from '@mantine/dates';",
      "import type { FileWithPath } from '@mantine/dropzone';",
      "import { useDisclosure } from '@mantine/hooks';",
    ].join('\n');
    expect(styledImports(text)).toEqual(['dates']);
    expect(importedStyles(text)).toEqual(['dates']);
    expect(styledImports("import { Dropzone } from '@mantine/dropzone';")).toEqual(['dropzone']);
  });

  it('every file using a styled Mantine package loads its stylesheet (or the shell does)', () => {
    const shell = importedStyles(readFileSync(join(SRC, 'app/App.tsx'), 'utf8'));
    const missing = filesUnder(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const styles = new Set([...importedStyles(text), ...shell]);
      return styledImports(text)
        .filter((pkg) => !styles.has(pkg))
        .map(
          (pkg) => `${relative(SRC, file).split(sep).join('/')} uses @mantine/${pkg} without its styles.css`,
        );
    });
    expect(missing).toEqual([]);
  });
});
