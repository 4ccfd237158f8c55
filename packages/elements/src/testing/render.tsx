import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { baseStyles } from '../internal/base.styles.js';
import { sharedStyles } from '../ui/ui.styles.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A UI-kit piece rendered for a test, inside a shadow root styled like an element's. */
export interface Rendered {
  /** The shadow root the piece renders into (query parts here). */
  root: ShadowRoot;
  /** The element hosting the shadow root. */
  host: HTMLElement;
  /** Renders new props. */
  rerender: (node: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

/**
 * Gives `host` a shadow root styled like an element's (the base and kit styles) and the element's
 * root inside it, where a test renders a UI piece.
 */
export function elementShadow(host: HTMLElement): { root: ShadowRoot; mount: HTMLDivElement } {
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = baseStyles + sharedStyles;
  const mount = document.createElement('div');
  // The tokens the styles draw with sit on an element's root.
  mount.className = 'tripsight-root';
  root.append(style, mount);
  return { root, mount };
}

/**
 * Renders `node` into a fresh shadow root (with the base and kit styles, like every element) under
 * `document.body`, inside React's act() so effects have run when the promise resolves.
 * `width` sets the host's width in px (charts measure it in a real browser).
 */
export async function renderUi(node: ReactNode, { width }: { width?: number } = {}): Promise<Rendered> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement('div');
  if (width) host.style.width = `${width}px`;
  document.body.append(host);
  const { root, mount } = elementShadow(host);
  let reactRoot: Root | null = null;
  await act(async () => {
    reactRoot = createRoot(mount);
    reactRoot.render(node);
  });
  return {
    root,
    host,
    rerender: (next) => act(async () => reactRoot!.render(next)),
    unmount: async () => {
      await act(async () => reactRoot!.unmount());
      host.remove();
    },
  };
}

/** Runs `fn` (a click, a key press) inside act() so React has re-rendered when it resolves. */
export async function interact(fn: () => void): Promise<void> {
  await act(async () => fn());
}

/** Dispatches a keydown of `key` (bubbling, cancelable) at `target`, inside act(). */
export async function pressKey(target: Element, key: string, init: KeyboardEventInit = {}): Promise<boolean> {
  let notCancelled = true;
  await act(async () => {
    notCancelled = target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
    );
  });
  return notCancelled;
}

/** The focused element, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
