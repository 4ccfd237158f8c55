import { useCallback, useEffect, useState } from 'react';

/** The portal's colour theme: `auto` follows the system's `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | 'auto';

const STORAGE_KEY = 'tripsight.portal.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'auto') return stored;
  } catch {
    // Storage may be blocked (private mode, sandboxed frames): follow the system.
  }
  return 'auto';
}

function systemDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/**
 * The user's theme choice (kept in localStorage; `auto` until one is made). The portal's own page
 * draws in the resolved theme, set as `data-theme` on `<html>`; the elements get the choice itself
 * through `<tripsight-context theme>` and resolve `auto` on their own.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(storedChoice);
  const [dark, setDark] = useState(systemDark);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(DARK_QUERY);
    const update = () => setDark(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const resolved = choice === 'auto' ? (dark ? 'dark' : 'light') : choice;
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);

  const choose = useCallback((next: ThemeChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept across visits where storage is blocked.
    }
  }, []);
  return [choice, choose];
}
