import {
  createElement,
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type Ref,
  type RefAttributes,
} from 'react';
import { requireSupportedReact } from '../internal/react-version.js';

/** What a wrapper knows of its element (generated from the custom-elements manifest). */
export interface WrapperOptions {
  /** The element's tag, e.g. `tripsight-savings-overview`. */
  tagName: string;
  /** The element's define function (idempotent), called before the first element is created. */
  define: () => CustomElementConstructor;
  /** Props set as the element's properties (camelCase), never as attributes. */
  properties: readonly string[];
  /** `on…` prop -> the DOM event it listens to, e.g. `onTripsightError` -> `tripsight-error`. */
  events: Readonly<Record<string, string>>;
  /** The component's name in React's developer tools. */
  displayName: string;
}

type Handler = (event: Event) => void;

/** Calls a ref given to the component (callback or object) with the element. */
function assignRef<E>(ref: Ref<E> | undefined, value: E | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: E | null }).current = value;
}

/**
 * A React component for one custom element, for React 18 as much as 19: the props the element
 * declares as properties (`accessTokenProvider`, `filters`, …) are set on the element itself (React
 * 18 would write them as attributes, a function as the text of its source), `on…` props listen to the
 * element's events, and every other prop (attributes, `className`, `style`, `slot`, children) is
 * passed to the element as React does. The element is defined on first render, so it is upgraded
 * before any property is set. Like `createComponent` of element libraries' React wrappers.
 */
export function createComponent<E extends HTMLElement, P extends object>(
  options: WrapperOptions,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<E>> {
  const properties = new Set(options.properties);
  const eventProps = new Map(Object.entries(options.events));
  let defined = false;

  const Component = forwardRef<E, P>(function TripsightWrapper(props, ref) {
    if (!defined) {
      requireSupportedReact();
      options.define();
      defined = true;
    }
    const element = useRef<E | null>(null);
    const passed: Record<string, unknown> = {};
    const values = new Map<string, unknown>();
    const handlers = useRef(new Map<string, Handler>());
    const latestHandlers = new Map<string, Handler>();
    for (const [name, value] of Object.entries(props)) {
      const event = eventProps.get(name);
      if (event) {
        if (typeof value === 'function') latestHandlers.set(event, value as Handler);
      } else if (properties.has(name)) values.set(name, value);
      else passed[name] = value;
    }
    handlers.current = latestHandlers;

    // Properties before the browser paints and before the element's own effects read them.
    const setBefore = useRef(new Set<string>());
    useLayoutEffect(() => {
      const node = element.current as unknown as Record<string, unknown> | null;
      if (!node) return;
      for (const [name, value] of values) {
        if (node[name] !== value) node[name] = value;
      }
      // A property the host stopped passing goes back to unset.
      for (const name of setBefore.current) {
        if (!values.has(name)) node[name] = undefined;
      }
      setBefore.current = new Set(values.keys());
    });

    // One listener per event the element emits, for the component's life; it calls the latest handler.
    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      const listeners = [...new Set(eventProps.values())].map((event) => {
        const listener = (e: Event) => handlers.current.get(event)?.(e);
        node.addEventListener(event, listener);
        return () => node.removeEventListener(event, listener);
      });
      return () => listeners.forEach((stop) => stop());
    }, []);

    const setElement = useCallback(
      (node: E | null) => {
        element.current = node;
        assignRef(ref, node);
      },
      [ref],
    );
    return createElement(options.tagName, { ...passed, ref: setElement, suppressHydrationWarning: true });
  });
  Component.displayName = options.displayName;
  return Component as unknown as ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<E>>;
}
