// Copies Shoelace's icon assets next to the script-tag build, so `/sdk/shoelace/assets/icons/*.svg`
// is served with the SDK and nothing loads from another host.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const shoelace = join(here, 'node_modules/@shoelace-style/shoelace');
cpSync(join(shoelace, 'dist/assets'), join(here, 'dist/browser/shoelace/assets'), { recursive: true });
console.log('copied Shoelace assets to dist/browser/shoelace/assets');
