import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The npm entries render with the host's React, 18.3 as much as 19 (peer dependency `^18.3 || ^19`),
 * so the elements' code may use no API that React 18 lacks. These are React 19's additions a
 * component could reach for; the package host tests render on 18.3, 19.0 and 19.2 besides.
 */
const REACT_19_ONLY: Record<string, readonly string[]> = {
  react: ['use', 'useActionState', 'useOptimistic', 'cache', 'unstable_useCacheRefresh', 'captureOwnerStack'],
  'react-dom': [
    'useFormStatus',
    'requestFormReset',
    'preload',
    'preloadModule',
    'preinit',
    'preinitModule',
    'preconnect',
    'prefetchDNS',
  ],
  'react-dom/client': [],
  'react-dom/static': ['prerender', 'prerenderToNodeStream'],
};

const src = join(import.meta.dirname, '..');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

/** The value names `text` imports from `specifier` (`import { a, b as c } from '…'`, types left out). */
function importedNames(text: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/.]/g, '\\$&');
  const names: string[] = [];
  for (const [, typeOnly, list = ''] of text.matchAll(
    new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g'),
  )) {
    if (typeOnly) continue;
    for (const item of list.split(',').map((part) => part.trim())) {
      if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe('the elements run on React 18.3 as on 19', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some(({ text }) => importedNames(text, 'react').includes('useState'))).toBe(true);
  });

  it('import no API that only React 19 has', () => {
    const found: string[] = [];
    for (const { file, text } of sources) {
      for (const [specifier, names] of Object.entries(REACT_19_ONLY)) {
        for (const name of importedNames(text, specifier)) {
          if (names.includes(name)) found.push(`${file}: ${name} from '${specifier}'`);
        }
      }
      // A namespace import would reach them as React.use(…).
      for (const match of text.matchAll(/\bReact(?:DOM)?\.(\w+)\s*\(/g)) {
        if (Object.values(REACT_19_ONLY).flat().includes(match[1]!)) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('provide contexts through .Provider (React 19 alone renders a context as its provider)', () => {
    const found: string[] = [];
    for (const { file, text } of sources) {
      const contexts = [...text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*createContext\b/g)].map((m) => m[1]!);
      const imported = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']+'/g)]
        .flatMap((m) => m[1]!.split(','))
        .map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        )
        .filter((name) => /Context$/.test(name));
      for (const name of [...contexts, ...imported]) {
        if (new RegExp(`<${name}[\\s>]`).test(text) || new RegExp(`createElement\\(${name}\\b`).test(text)) {
          found.push(`${file}: <${name}> without .Provider`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
