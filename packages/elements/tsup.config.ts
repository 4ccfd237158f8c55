import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/** The SDK's version, compiled into the elements so a second copy on a page can tell. */
const version = JSON.stringify(
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
    .version,
);
const production = { 'process.env.NODE_ENV': '"production"', __TRIPSIGHT_VERSION__: version };

/**
 * The elements' private React: React, ReactDOM and the libraries bound to them (devDependencies, never
 * the host's). They are built once, minified and in production mode, into dist/browser/vendor/, and
 * both builds import them from there: the npm entries (so a host's React — 18, any 19.x, or none — never
 * meets ours) and the script-tag build (so the tarball holds one copy). Specifier -> vendor module.
 */
const VENDOR: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
  '@tanstack/react-query': 'react-query',
  '@r2wc/react-to-web-component': 'r2wc',
};

/** How the elements' sources (tests left out) import a library. */
interface SourceImports {
  /** Some source imports it. */
  imported: boolean;
  /** Some source imports it whole (`import * as`, a default import). */
  whole: boolean;
  /** The names imported as values (`import { a, b } from '…'`; type imports left out). */
  names: string[];
}

function sourceImports(specifier: string, sourceDir: string): SourceImports {
  const quoted = specifier.replace(/[/.]/g, '\\$&');
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g');
  const whole = new RegExp(`import\\s+(\\*|\\w+)[^;]*from\\s*'${quoted}'`);
  const any = new RegExp(`from\\s*'${quoted}'`);
  const result = { imported: false, whole: false, names: new Set<string>() };
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(sourceDir, file), 'utf8');
    if (!any.test(text)) continue;
    result.imported = true;
    if (whole.test(text)) result.whole = true;
    for (const [, typeOnly, list = ''] of text.matchAll(named)) {
      if (typeOnly) continue;
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) result.names.add(item.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return { ...result, names: [...result.names].sort() };
}

/**
 * The vendor modules' sources, one per library the sources import (React and its JSX runtime always):
 * ES re-exports. React's packages are CommonJS, so their names are listed (read from the installed
 * version) for the vendor modules to export them statically; of the ES module libraries only the
 * names the sources import are exported, so the rest of them is left out.
 */
function vendorEntries(): Record<string, string> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const require = createRequire(join(here, 'package.json'));
  const dir = join(here, 'node_modules/.cache/tripsight-vendor');
  mkdirSync(dir, { recursive: true });
  const entries: Record<string, string> = {};
  for (const [specifier, name] of Object.entries(VENDOR)) {
    const uses = sourceImports(specifier, join(here, 'src'));
    const always = specifier === 'react' || specifier === 'react/jsx-runtime';
    if (!uses.imported && !always) continue;
    let source: string;
    if (!specifier.startsWith('@')) {
      const names = Object.keys(require(specifier) as object).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key));
      source = `export { default } from '${specifier}';\nexport { ${names.join(', ')} } from '${specifier}';\n`;
    } else if (uses.whole) {
      source = `export * from '${specifier}';\nexport { default } from '${specifier}';\n`;
    } else {
      source = `export { ${uses.names.join(', ')} } from '${specifier}';\n`;
    }
    const file = join(dir, `${name}.js`);
    writeFileSync(file, source);
    entries[name] = file;
  }
  return entries;
}

const VENDOR_ENTRIES = vendorEntries();

/** Resolves the private libraries to the vendor modules, at `prefix` from the importing chunk. */
function privateReact(prefix: string): Plugin {
  const filter = new RegExp(
    `^(${Object.keys(VENDOR)
      .map((s) => s.replace(/[/.]/g, '\\$&'))
      .join('|')})$`,
  );
  return {
    name: 'tripsight-private-react',
    setup(build) {
      build.onResolve({ filter }, (args) => {
        const name = VENDOR[args.path]!;
        if (VENDOR_ENTRIES[name]) return { path: `${prefix}${name}.js`, external: true };
        // Only a test or a type import was seen: a second, bundled React would break the hooks.
        return {
          errors: [{ text: `${args.path}: not in the private React build (see VENDOR in tsup.config.ts)` }],
        };
      });
    },
  };
}

export default defineConfig([
  {
    // The private React (see VENDOR): one module per library, sharing one React.
    entry: VENDOR_ENTRIES,
    outDir: 'dist/browser/vendor',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: false,
    clean: true,
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    define: production,
  },
  {
    // The npm entries: components and define functions (no side effects) and the registering entry.
    // Lazy element bodies become chunks that a host's bundler splits on its own. The other
    // dependencies (core, Shoelace, Plot, dayjs, …) stay imports the host's bundler resolves.
    entry: ['src/index.ts', 'src/register.ts'],
    format: ['esm'],
    dts: true,
    // No source maps in the package (they were 4.65 MB of the tarball); the sources are in the repository.
    sourcemap: false,
    // The other builds' folders are left alone (they run at the same time).
    clean: ['!browser/**'],
    minify: true,
    target: 'es2022',
    platform: 'browser',
    esbuildPlugins: [privateReact('./browser/vendor/')],
    define: production,
  },
  {
    // The script-tag build: everything bundled, lazy parts split into chunks; and the script of the
    // reference report service's embed page, sharing its chunks.
    entry: { tripsight: 'src/register.ts', 'report-host': 'src/report-host/report-host.ts' },
    outDir: 'dist/browser',
    format: ['esm'],
    splitting: true,
    minify: true,
    sourcemap: false,
    clean: ['!vendor/**'],
    noExternal: [/.*/],
    platform: 'browser',
    target: 'es2022',
    esbuildPlugins: [privateReact('./vendor/')],
    define: production,
  },
]);
