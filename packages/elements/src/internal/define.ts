import { createElement, lazy, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { ElementRoot } from './element-root.js';
import { CONNECTED_EVENT } from './connected-event.js';
import { canDefineElements, HTMLElementBase } from './ssr.js';

/** How an attribute/property is read (r2wc prop types). */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface DefineOptions<P> {
  /** Props exposed as attributes (kebab-case) and properties (camelCase). */
  props?: { [K in keyof P]?: PropKind };
  /**
   * CSS for the element's shadow root, after the shared base styles: one text, or several that
   * elements share (each distinct text is one stylesheet every element adopts, e.g. the Shoelace theme).
   */
  styles?: string | readonly string[];
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
  const existing = customElements.get(tag);
  if (existing) {
    const version = (existing as unknown as { tripsightVersion?: string }).tripsightVersion;
    if (version !== SDK_VERSION) {
      console.warn(`<${tag}> is already defined by Tripsight ${version ?? 'unknown'}; keeping that one.`);
    }
    return existing;
  }
  const styles: readonly string[] = [options.styles ?? []].flat();
  const Rooted = (props: P) =>
    createElement(ElementRoot, { styles, children: createElement(Component, props) });
  Rooted.displayName = `Element(${Component.displayName ?? Component.name ?? tag})`;
  const Base = r2wc(Rooted, { shadow: 'open', props: (options.props ?? {}) as Record<string, PropKind> });
  const Element = class extends Base {
    static tripsightVersion = SDK_VERSION;

    connectedCallback(): void {
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
      this.dispatchEvent(new Event(CONNECTED_EVENT));
    }
  };
  customElements.define(tag, Element);
  return Element;
}

/**
 * Like `defineElement`, but the component's code loads on first use, in its own chunk: a page that
 * uses one element downloads only that element (plus the shared runtime). `load` must use a
 * dynamic `import()` of the component module, and the `.element.ts` file may import it only as a type.
 *
 * @example
 * defineLazyElement('tripsight-savings-overview', () => import('./savings-overview.js').then((m) => m.SavingsOverview), {
 *   props: { mode: 'string' },
 * });
 */
export function defineLazyElement<P extends object>(
  tag: string,
  load: () => Promise<ComponentType<P>>,
  options: DefineOptions<P> = {},
): CustomElementConstructor {
  const Lazy = lazy(async () => ({ default: await load() }));
  return defineElement(tag, Lazy as unknown as ComponentType<P>, options);
}
