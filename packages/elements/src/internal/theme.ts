import { createContext, useContext, useLayoutEffect, useState } from 'react';

/** What a `theme` attribute may say: `auto` follows the system's `prefers-color-scheme`. */
type ThemeChoice = 'light' | 'dark' | 'auto';
/** The theme an element draws in. */
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The theme of an element from the `theme` attributes around it, nearest first (its own, its
 * page's, its `<tripsight-context>`'s), else light; an unknown value counts as unset.
 * @example resolveTheme(['auto', 'light'], true) // 'dark'
 */
export function resolveTheme(choices: readonly (string | null | undefined)[], systemDark: boolean): Theme {
  const choice = choices.find((c): c is ThemeChoice => c === 'light' || c === 'dark' || c === 'auto');
  if (choice === 'auto') return systemDark ? 'dark' : 'light';
  return choice ?? 'light';
}

/**
 * Where an element's theme may be set, nearest first: the element, then every Tripsight element
 * around it (a page around its widgets, a `<tripsight-context>`), across shadow roots.
 */
function themeSources(element: Element): Element[] {
  const sources = [element];
  let node: Node | null = element.parentNode;
  while (node) {
    if (node instanceof Element && node.localName.startsWith('tripsight-')) sources.push(node);
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return sources;
}

/**
 * The theme `host` draws in, kept current when the `theme` attribute of it or of a Tripsight
 * element around it (its page, its `<tripsight-context>`), or the system's colour scheme, changes.
 */
export function useElementTheme(host: HTMLElement | null): Theme {
  const [theme, setTheme] = useState<Theme>('light');
  // Before paint, so a dark page never flashes light.
  useLayoutEffect(() => {
    if (!host) return;
    const sources = themeSources(host);
    const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
    const update = () =>
      setTheme(
        resolveTheme(
          sources.map((source) => source.getAttribute('theme')),
          media?.matches ?? false,
        ),
      );
    update();
    const observer = new MutationObserver(update);
    for (const source of sources) observer.observe(source, { attributes: true, attributeFilter: ['theme'] });
    media?.addEventListener('change', update);
    return () => {
      observer.disconnect();
      media?.removeEventListener('change', update);
    };
  }, [host]);
  return theme;
}

/** The theme of the element a component renders in (charts redraw with its colours). */
export const ThemeContext = createContext<Theme>('light');

/** The theme of the element this component renders in. */
export function useTheme(): Theme {
  return useContext(ThemeContext);
}
