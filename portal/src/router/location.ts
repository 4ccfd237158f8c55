import { useSyncExternalStore } from 'react';

const CHANGE = 'tripsight-portal-location';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

/** Moves the browser to `path` without a page load (pushes, or replaces the current entry). */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (path === current) return;
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
}

/** The current location path, re-rendering on every navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/**
 * Click handler for in-app links: a plain left click navigates in place; modified clicks (new tab,
 * new window) keep the browser's behaviour.
 */
export function followLink(event: React.MouseEvent<HTMLAnchorElement>, path: string): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(path);
}
