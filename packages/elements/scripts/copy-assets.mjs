// Writes the Shoelace system icons the controls draw as SVG files beside the SDK's modules, so no
// icon is a data: URL that a strict Content-Security-Policy would refuse and nothing loads from
// another host. The names come from src/internal/system-icons.ts (its `new URL('./icons/…')` lines),
// which resolves each icon relative to the module that draws it; the files go where that module
// lives: src/internal/icons (builds and tests from source), dist/icons (the npm entries' chunks),
// and dist/browser/icons (the script-tag build). Shoelace's 1.5 MB icon set is not copied.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import systemLibrary from '@shoelace-style/shoelace/dist/components/icon/library.system.js';

const here = fileURLToPath(new URL('..', import.meta.url));
const source = readFileSync(join(here, 'src/internal/system-icons.ts'), 'utf8');
const names = [...source.matchAll(/new URL\('\.\/icons\/([\w-]+)\.svg', import\.meta\.url\)/g)].map(
  (m) => m[1],
);
if (names.length === 0) throw new Error('src/internal/system-icons.ts names no icon');

const folders = ['src/internal/icons', 'dist/icons', 'dist/browser/icons'];
for (const folder of folders) {
  const target = join(here, folder);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of names) {
    // Shoelace's resolver answers `data:image/svg+xml,<encoded svg>` for a built-in icon.
    const url = systemLibrary.resolver(name);
    const comma = url.indexOf(',');
    if (!url.startsWith('data:image/svg+xml') || comma < 0)
      throw new Error(`no Shoelace system icon: ${name}`);
    writeFileSync(join(target, `${name}.svg`), `${decodeURIComponent(url.slice(comma + 1)).trim()}\n`);
  }
}
console.log(`wrote ${names.length} Shoelace icons to ${folders.join(', ')}`);
