// The browser SDK the Chromium benches load: where its build is, and its files by request path.
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
/** TRIPSIGHT_SDK_DIR measures another build of the browser SDK (default: this package's dist/browser). */
export const SDK_DIR = process.env.TRIPSIGHT_SDK_DIR ?? join(here, 'dist/browser');

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

/** Exits with a hint when there is no browser build to measure. */
export function requireBrowserBuild() {
  if (!existsSync(join(SDK_DIR, 'tripsight.js'))) {
    console.error(`No browser build at ${SDK_DIR}; run the build first (pnpm build).`);
    process.exit(1);
  }
}

/**
 * The SDK file a request path (`/sdk/…`) names, with its content type; null when the path leaves the
 * build or names no file.
 */
export function sdkFile(path) {
  const file = normalize(join(SDK_DIR, path.replace(/^\/sdk\//, '/')));
  if (!file.startsWith(SDK_DIR) || !existsSync(file)) return null;
  return { file, type: TYPES[extname(file)] ?? 'application/octet-stream' };
}
