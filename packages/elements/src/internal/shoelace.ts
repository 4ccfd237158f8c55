// The Shoelace controls Tripsight uses, registered once. Importing a component module defines its
// `sl-*` tag; only the ones below are pulled into a bundle.
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/badge/badge.js';
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
import { getBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { systemIconUrl } from './system-icons.js';
import {
  useEffect,
  useRef,
  version,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type RefObject,
} from 'react';

let iconsRegistered = false;

/**
 * Makes sure Shoelace draws its built-in icons from files, not from the data: URLs it fetches by
 * default (a strict Content-Security-Policy refuses those): from the files beside the SDK's own
 * modules, or, where a host marks a script with `data-shoelace="/its/path"` (Shoelace's own
 * convention), from `{path}/assets/icons/system/`. Called by every control that renders Shoelace.
 */
export function ensureShoelace(): void {
  if (iconsRegistered) return;
  iconsRegistered = true;
  const hostBasePath =
    typeof document !== 'undefined' && document.querySelector('script[data-shoelace]') !== null;
  registerIconLibrary('system', {
    resolver: (name) => (hostBasePath ? getBasePath(`assets/icons/system/${name}.svg`) : systemIconUrl(name)),
  });
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

/** Shoelace's primary shades (50 lightest to 950 darkest in its light theme) and where each sits. */
const PRIMARY_SHADES: readonly [shade: number, toward: 'light' | 'dark' | 'self', primaryPercent: number][] =
  [
    [50, 'light', 8],
    [100, 'light', 16],
    [200, 'light', 30],
    [300, 'light', 48],
    [400, 'light', 70],
    [500, 'light', 86],
    [600, 'self', 100],
    [700, 'dark', 86],
    [800, 'dark', 70],
    [900, 'dark', 56],
    [950, 'dark', 42],
  ];

/**
 * Shoelace's tokens made of a primary shade (the focus ring, a focused input's border). Shoelace
 * declares them on `:host`, where they take its own palette, so they are declared again beside ours.
 */
const PRIMARY_DERIVED: readonly string[] = (
  lightTheme.cssText.match(/--sl-[\w-]+:[^;]*var\(--sl-color-primary-\d+\)[^;]*;/g) ?? []
).filter((declaration) => !declaration.startsWith('--sl-color-primary-'));

/**
 * Shoelace's primary palette drawn from the SDK's primary colour (`--ts-primary`, which a host sets
 * with --tripsight-color-primary), so buttons, focus rings and selected options wear the same blue
 * as the SDK's own controls: shade 600 is the primary itself, lighter and darker shades mix it with
 * white and black. In the dark theme Shoelace's scale runs the other way (50 is the darkest).
 */
function primaryTokens(selector: string, light: string, dark: string): string {
  const shades = PRIMARY_SHADES.map(([shade, toward, percent]) => {
    const value =
      toward === 'self'
        ? 'var(--ts-primary)'
        : `color-mix(in srgb, var(--ts-primary) ${percent}%, ${toward === 'light' ? light : dark})`;
    return `--sl-color-primary-${shade}: ${value};`;
  });
  return `${selector} {${[...shades, ...PRIMARY_DERIVED].join(' ')}}`;
}

/**
 * Where Shoelace's own tokens fall short of 4.5:1 (WCAG 1.4.3): its dark theme writes placeholders
 * in neutral-500, 3.3:1 on its input background (neutral-0); neutral-600 gives 5.4:1. (In the light
 * theme neutral-500 gives 4.8:1 on white.)
 */
const CONTRAST_TOKENS = `.tripsight-root[data-theme='dark'] { --sl-input-placeholder-color: var(--sl-color-neutral-600); }`;

/**
 * Shoelace's themes (design tokens `--sl-*`) as one CSS text: the light tokens on `:host` and the
 * dark ones for an element in the dark theme, with the primary palette taken from the SDK's primary
 * colour in both and the dark placeholder raised to 4.5:1. Pass it as its own entry of an element's
 * styles, so every element adopts the one shared sheet.
 * @example defineLazyElement('tripsight-filter-bar', load, { styles: [shoelaceThemeCss, filterBarStyles] });
 */
export const shoelaceThemeCss: string = [
  lightTheme.cssText,
  darkTokensFor(".tripsight-root[data-theme='dark']"),
  primaryTokens('.tripsight-root', '#ffffff', '#000000'),
  primaryTokens(".tripsight-root[data-theme='dark']", '#000000', '#ffffff'),
  CONTRAST_TOKENS,
].join('\n');

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

/** React 18 writes every prop of a custom element as an attribute; React 19 sets the property. */
const ATTRIBUTES_ONLY = Number.parseInt(version, 10) < 19;

/**
 * A boolean attribute of a Shoelace tag (`disabled`, `checked`, `caret`, …) as JSX must pass it for
 * the host's React, which the npm entries render with. React 18 writes every prop of a custom element
 * as an attribute, `false` as the text "false", which a boolean attribute reads as on (a select stays
 * disabled): off is an absent prop, which removes the attribute. React 19 sets the property, and an
 * absent prop does not turn a property that was on off again (a filter's button stayed disabled
 * after its list loaded): off is `false`.
 * @example <sl-button disabled={flag(!enabled)}>Export</sl-button>
 */
export function flag(on: boolean | undefined): boolean | undefined {
  if (on) return true;
  return ATTRIBUTES_ONLY ? undefined : false;
}

/** JSX props of a Shoelace tag: HTML attributes plus its own attributes and properties. */
type ShoelaceProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'sl-alert': ShoelaceProps;
      'sl-badge': ShoelaceProps;
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
