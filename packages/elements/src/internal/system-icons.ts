// The Shoelace system icons the controls draw (chevrons, checks, clear and close buttons), as SVG
// files beside this module. Each URL is written `new URL('<literal>', import.meta.url)`: the pattern
// host bundlers (Vite, webpack, Rollup's URL plugins) follow to copy the file into the host's build,
// and a page that loads the SDK unbundled finds it next to the script. So the icons load from the
// host's own origin (a strict `connect-src 'self'` allows them) with no path to configure.
// scripts/copy-assets.mjs writes the files named here (src/internal/icons for builds from source,
// dist/icons and dist/browser/icons for the packages).

const SYSTEM_ICONS: Readonly<Record<string, URL>> = {
  caret: new URL('./icons/caret.svg', import.meta.url),
  check: new URL('./icons/check.svg', import.meta.url),
  'chevron-down': new URL('./icons/chevron-down.svg', import.meta.url),
  'chevron-left': new URL('./icons/chevron-left.svg', import.meta.url),
  'chevron-right': new URL('./icons/chevron-right.svg', import.meta.url),
  eye: new URL('./icons/eye.svg', import.meta.url),
  'eye-slash': new URL('./icons/eye-slash.svg', import.meta.url),
  radio: new URL('./icons/radio.svg', import.meta.url),
  'x-circle-fill': new URL('./icons/x-circle-fill.svg', import.meta.url),
  'x-lg': new URL('./icons/x-lg.svg', import.meta.url),
};

/** The URL of a Shoelace system icon the SDK ships, or '' for one it does not (Shoelace then draws none). */
export function systemIconUrl(name: string): string {
  return SYSTEM_ICONS[name]?.href ?? '';
}
