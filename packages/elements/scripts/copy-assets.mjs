// Writes the Shoelace icons the elements show as files next to the script-tag build, so
// `/sdk/shoelace/assets/icons/system/*.svg` is served with the SDK: nothing loads from another host,
// and no icon is a data: URL that a strict Content-Security-Policy would refuse. Only these icons
// ship; Shoelace's 1.5 MB icon set is not copied (the elements name no icon of their own).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import systemLibrary from '@shoelace-style/shoelace/dist/components/icon/library.system.js';

/** The system icons of the Shoelace controls in src/internal/shoelace.ts, and who draws them. */
export const SYSTEM_ICONS = [
  'caret', // sl-button caret (menus)
  'check', // sl-option, sl-menu-item (checked)
  'chevron-down', // sl-select
  'chevron-left', // sl-menu-item submenu (right to left)
  'chevron-right', // sl-menu-item submenu
  'eye', // sl-input password toggle
  'eye-slash', // sl-input password toggle
  'x-circle-fill', // sl-select, sl-input clear button
  'radio', // sl-radio (checked)
  'x-lg', // sl-alert close button
];

const here = fileURLToPath(new URL('..', import.meta.url));
const assets = join(here, 'dist/browser/shoelace/assets');
const target = join(assets, 'icons/system');
rmSync(assets, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const name of SYSTEM_ICONS) {
  // Shoelace's resolver answers `data:image/svg+xml,<encoded svg>` for a built-in icon.
  const url = systemLibrary.resolver(name);
  const comma = url.indexOf(',');
  if (!url.startsWith('data:image/svg+xml') || comma < 0) throw new Error(`no Shoelace system icon: ${name}`);
  writeFileSync(join(target, `${name}.svg`), `${decodeURIComponent(url.slice(comma + 1)).trim()}\n`);
}
console.log(`wrote ${SYSTEM_ICONS.length} Shoelace icons to dist/browser/shoelace/assets/icons/system`);
