// The Shoelace controls Tripsight uses, registered once. Importing a component module defines its
// `sl-*` tag; only the ones below are pulled into a bundle.
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/divider/divider.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/radio/radio.js';
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import darkTheme from '@shoelace-style/shoelace/dist/themes/dark.styles.js';
import lightTheme from '@shoelace-style/shoelace/dist/themes/light.styles.js';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { getBasePath, setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { useEffect, useRef, type DetailedHTMLProps, type HTMLAttributes, type RefObject } from 'react';

/**
 * Where the Tripsight data service serves Shoelace's assets (copied beside the SDK build) (its icons live under
 * `{base}/assets/icons/`). A host that serves them elsewhere calls `setShoelaceBasePath()`, or marks
 * any script with `data-shoelace="/its/path"` (Shoelace's own convention), before the first control renders.
 */
export const DEFAULT_SHOELACE_BASE_PATH = '/sdk/shoelace';

let configured = false;
let iconsAsFiles = false;

/** Points Shoelace at the folder holding its `assets/` (icons). */
export function setShoelaceBasePath(path: string): void {
  if (!path) throw new Error('setShoelaceBasePath: pass the URL of the folder that holds assets/icons');
  configured = true;
  setBasePath(path);
}

/**
 * Makes sure Shoelace knows where its icons are: keeps a path the host set (`data-shoelace`
 * script attribute or `setShoelaceBasePath`), otherwise uses `DEFAULT_SHOELACE_BASE_PATH`.
 * Called by every control that renders Shoelace components.
 */
export function ensureShoelace(): void {
  if (!iconsAsFiles) {
    iconsAsFiles = true;
    // Shoelace's built-in icons (chevrons, checks, clear buttons) are data: URLs it fetches, which a
    // strict Content-Security-Policy refuses; the same icons are served as files beside the SDK
    // (scripts/copy-assets.mjs writes them), so they load under `connect-src 'self'`.
    registerIconLibrary('system', { resolver: (name) => getBasePath(`assets/icons/system/${name}.svg`) });
  }
  if (configured) return;
  configured = true;
  const hostSetPath =
    typeof document !== 'undefined' && document.querySelector('script[data-shoelace]') !== null;
  if (!hostSetPath) setBasePath(DEFAULT_SHOELACE_BASE_PATH);
}

/** The current Shoelace base path (for diagnostics and tests). */
export function shoelaceBasePath(): string {
  return getBasePath();
}

/**
 * Shoelace's dark design tokens on the root of an element in the dark theme. Shoelace writes them
 * for `:host, .sl-theme-dark` (the first rule of its dark sheet, declarations only); inside an
 * element's shadow root they belong to `.tripsight-root[data-theme='dark']`, where ElementRoot
 * marks the theme, so the controls follow the same attribute as the SDK's own tokens.
 */
function darkTokensFor(selector: string): string {
  const css = darkTheme.cssText;
  const declarations = css.slice(css.indexOf('{') + 1, css.indexOf('}'));
  return `${selector} {${declarations}}`;
}

/**
 * Shoelace's themes (design tokens `--sl-*`) as one CSS text: the light tokens on `:host` and the
 * dark ones for an element in the dark theme. Pass it as its own entry of an element's styles, so
 * every element adopts the one shared sheet.
 * @example defineLazyElement('tripsight-filter-bar', load, { styles: [shoelaceThemeCss, filterBarStyles] });
 */
export const shoelaceThemeCss: string = `${lightTheme.cssText}\n${darkTokensFor(".tripsight-root[data-theme='dark']")}`;

/**
 * Listens to a Shoelace event (`sl-change`, `sl-show`, …) on the element behind `ref`; the handler
 * may change between renders without re-subscribing.
 */
export function useShoelaceEvent(
  ref: RefObject<HTMLElement | null>,
  name: string,
  handler: (event: Event) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  // Runs after every render: the element behind `ref` may appear or change with conditional rendering.
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const listener = (event: Event) => latest.current(event);
    target.addEventListener(name, listener);
    return () => target.removeEventListener(name, listener);
  });
}

/** JSX props of a Shoelace tag: HTML attributes plus its own attributes and properties. */
type ShoelaceProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'sl-alert': ShoelaceProps;
      'sl-button': ShoelaceProps;
      'sl-divider': ShoelaceProps;
      'sl-dropdown': ShoelaceProps;
      'sl-icon': ShoelaceProps;
      'sl-icon-button': ShoelaceProps;
      'sl-input': ShoelaceProps;
      'sl-menu': ShoelaceProps;
      'sl-menu-item': ShoelaceProps;
      'sl-option': ShoelaceProps;
      'sl-radio': ShoelaceProps;
      'sl-radio-button': ShoelaceProps;
      'sl-radio-group': ShoelaceProps;
      'sl-select': ShoelaceProps;
    }
  }
}
