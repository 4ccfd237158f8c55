import { createElement, Fragment, lazy, useLayoutEffect, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { ElementRoot } from './element-root.js';
import { booleanAttributeValue } from './boolean-attribute.js';
import { CONNECTED_EVENT } from './connected-event.js';
import { useHost } from './host-context.js';
import { canAdoptStyleSheets, sharedStyleSheet } from './style-sheets.js';
import { canDefineElements, HTMLElementBase } from './ssr.js';
import { requireSupportedReact } from './react-version.js';

/** How an attribute/property is read (r2wc prop types). */
type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface DefineOptions<P> {
  /** Props exposed as attributes (kebab-case) and properties (camelCase). */
  props?: { [K in keyof P]?: PropKind };
}

/**
 * The SDK's version, injected by the package build from package.json (tsup `define`); builds from
 * source (tests, the portal's dev server) say 'development'.
 */
declare const __TRIPSIGHT_VERSION__: string | undefined;
const SDK_VERSION = typeof __TRIPSIGHT_VERSION__ === 'string' ? __TRIPSIGHT_VERSION__ : 'development';

/**
 * What the define functions return where custom elements cannot be defined (Node during SSR): a
 * class that is never registered, so importing and calling `defineAll()` on a server is harmless.
 */
class ServerRenderedElement extends HTMLElementBase {
  static tripsightVersion = SDK_VERSION;
}

const tags = new WeakMap<CustomElementConstructor, string>();

/**
 * The tag a define function registered its element under (a composed page names its widgets by
 * their define functions).
 *
 * @example tagOf(defineAdvancePurchaseCost()) // 'tripsight-advance-purchase-cost'
 */
export function tagOf(element: CustomElementConstructor): string {
  const tag = tags.get(element) ?? customElements.getName?.(element);
  if (!tag) throw new Error(`not a defined element: ${element.name}`);
  return tag;
}

/**
 * Wraps a React component as a custom element with an open shadow root, the shared base styles,
 * its bus and QueryClient, and registers it under `tag`. Idempotent: a tag already defined is left
 * alone (with a warning when another version of the SDK defined it). Where custom elements do not
 * exist (Node, SSR) it defines nothing and returns a stand-in class.
 *
 * @example defineElement('tripsight-accepted-savings', AcceptedSavings, { props: { mode: 'string' } });
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: DefineOptions<P> = {},
): CustomElementConstructor {
  if (!canDefineElements()) return ServerRenderedElement;
  // The npm entries render with the host's React: an unsupported one fails here, by name, rather
  // than with a hook error deep inside the first render.
  requireSupportedReact();
  const existing = customElements.get(tag);
  if (existing) {
    const version = (existing as unknown as { tripsightVersion?: string }).tripsightVersion;
    if (version !== SDK_VERSION) {
      console.warn(`<${tag}> is already defined by Tripsight ${version ?? 'unknown'}; keeping that one.`);
    }
    tags.set(existing, tag);
    return existing;
  }
  const Rooted = (props: P) => createElement(ElementRoot, { children: createElement(Component, props) });
  Rooted.displayName = `Element(${Component.displayName ?? Component.name ?? tag})`;
  const props = (options.props ?? {}) as Record<string, PropKind>;
  const Base = r2wc(Rooted, { shadow: 'open', props });
  const booleans = new Set(
    Object.keys(props)
      .filter((name) => props[name] === 'boolean')
      .map(kebabCase),
  );
  const Element = class extends Base {
    static tripsightVersion = SDK_VERSION;

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const read = booleans.has(name) ? booleanAttributeValue(value) : value;
      (
        Base.prototype as { attributeChangedCallback?: (...args: unknown[]) => void }
      ).attributeChangedCallback?.call(this, name, old, read);
    }

    connectedCallback(): void {
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
      this.dispatchEvent(new Event(CONNECTED_EVENT));
    }
  };
  customElements.define(tag, Element);
  tags.set(Element, tag);
  return Element;
}

/** allowFutureDates -> allow-future-dates, as r2wc names a prop's attribute. */
function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** What a lazy element's loader may resolve to: its component, with CSS that comes with its module. */
export interface LazyElementModule<P> {
  component: ComponentType<P>;
  /**
   * CSS texts that load with the component's module: the element's own CSS (the module's `styles`
   * export) and, for a control, the Shoelace theme (its module registers the sl-* components anyway).
   * Adopted into the element's shadow root (shared sheets) once the module has loaded, after the base
   * styles. Element definition modules are loaded by every
   * page (`register` imports them all), so what they import is on every page: an element's CSS belongs
   * here, not in its definition (a lint rule keeps `*.styles.js` out of `.element.ts` files).
   */
  styles?: readonly string[];
}

const isLazyElementModule = <P>(
  loaded: ComponentType<P> | LazyElementModule<P>,
): loaded is LazyElementModule<P> => typeof loaded === 'object' && loaded !== null && 'component' in loaded;

/**
 * Adopts `moduleStyles` into the shadow root of the element this renders in, after the sheets
 * ElementRoot adopted (base and theme). Where sheets cannot be adopted, renders them as a `<style>`
 * element.
 */
function useModuleStyles(moduleStyles: readonly string[]) {
  const { host } = useHost();
  const adopts = canAdoptStyleSheets();
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root || !adopts) return;
    const sheets = moduleStyles.filter((css) => css.trim() !== '').map(sharedStyleSheet);
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet)),
      ...sheets,
    ];
  }, [host, moduleStyles, adopts]);
  return adopts ? null : createElement('style', null, moduleStyles.join('\n'));
}

/**
 * Like `defineElement`, but the component's code loads on first use, in its own chunk: a page that
 * uses one element downloads only that element (plus the shared runtime). `load` must use a
 * dynamic `import()` of the component module, and the `.element.ts` file may import it only as a type.
 * `load` resolves to `{ component, styles }`, the CSS coming with the module (or to the component
 * alone, for one without CSS of its own). Until the module has loaded, the element shows the base
 * styles' skeleton.
 *
 * @example
 * defineLazyElement(
 *   'tripsight-savings-overview',
 *   () => import('./savings-overview.js').then((m) => ({ component: m.SavingsOverview, styles: m.styles })),
 *   { props: { mode: 'string' } },
 * );
 */
export function defineLazyElement<P extends object>(
  tag: string,
  load: () => Promise<ComponentType<P> | LazyElementModule<P>>,
  options: DefineOptions<P> = {},
): CustomElementConstructor {
  const Lazy = lazy(async () => {
    const loaded = await load();
    if (!isLazyElementModule(loaded)) return { default: loaded };
    const { component, styles: moduleStyles = [] } = loaded;
    const WithModuleStyles = (props: P) =>
      createElement(Fragment, null, useModuleStyles(moduleStyles), createElement(component, props));
    WithModuleStyles.displayName = `WithModuleStyles(${component.displayName ?? component.name ?? tag})`;
    return { default: WithModuleStyles };
  });
  return defineElement(tag, Lazy as unknown as ComponentType<P>, options);
}

/**
 * The `load` of an element whose component renders Shoelace controls: the Shoelace theme sheet comes
 * with the component's module (which registers the sl-* components) instead of with the element's
 * definition, so a page without such an element downloads no Shoelace. The theme comes before the
 * module's own CSS.
 * @example
 * defineLazyElement(
 *   'tripsight-date-range',
 *   withShoelaceTheme(() => import('./date-range.js').then((m) => ({ component: m.DateRangePicker, styles: m.styles }))),
 *   options,
 * );
 */
export function withShoelaceTheme<P>(
  load: () => Promise<ComponentType<P> | LazyElementModule<P>>,
): () => Promise<LazyElementModule<P>> {
  return async () => {
    const [loaded, { shoelaceThemeCss }] = await Promise.all([load(), import('./shoelace.js')]);
    const { component, styles = [] } = isLazyElementModule(loaded) ? loaded : { component: loaded };
    return { component, styles: [shoelaceThemeCss, ...styles] };
  };
}
