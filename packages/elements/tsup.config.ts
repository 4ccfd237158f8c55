import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The vendor modules' sources: ES re-exports of each library. React's packages are CommonJS, so their
 * names are listed (read from the installed version) for the vendor modules to export them statically.
 */
function vendorEntries(): Record<string, string> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const require = createRequire(join(here, 'package.json'));
  const dir = join(here, 'node_modules/.cache/tripsight-vendor');
  mkdirSync(dir, { recursive: true });
  const entries: Record<string, string> = {};
  for (const [specifier, name] of Object.entries(VENDOR)) {
    const esm = specifier.startsWith('@');
    const names = esm
      ? []
      : Object.keys(require(specifier) as object).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key));
    const source = esm
      ? `export * from '${specifier}';\n${name === 'r2wc' ? `export { default } from '${specifier}';\n` : ''}`
      : `export { default } from '${specifier}';\nexport { ${names.join(', ')} } from '${specifier}';\n`;
    const file = join(dir, `${name}.js`);
    writeFileSync(file, source);
    entries[name] = file;
  }
  return entries;
}

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
      build.onResolve({ filter }, (args) => ({ path: `${prefix}${VENDOR[args.path]}.js`, external: true }));
    },
  };
}

export default defineConfig([
  {
    // The private React (see VENDOR): one module per library, sharing one React.
    entry: vendorEntries(),
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
    // The script-tag build: everything bundled, lazy parts split into chunks.
    entry: { tripsight: 'src/register.ts' },
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
