import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus after a call ends, once the page has drawn its answer: to the first of `selectors`
 * found inside `root` (e.g. the same row's button, else the next row's, else the section heading).
 * It runs after the dialogs' own return of focus, so a target picked here wins.
 */
export function useFocusRequest(root: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState<{ selectors: readonly string[]; serial: number } | null>(null);
  useEffect(() => {
    if (!request || !root.current) return;
    for (const selector of request.selectors) {
      const target = root.current.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  }, [request, root]);
  return useCallback(
    (...selectors: string[]) =>
      setRequest((previous) => ({ selectors, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
}

/** The selector of an element by its `data-focus` key. */
export const focusKey = (key: string) => `[data-focus="${key}"]`;

/**
 * Where focus goes when the item `id` of `items` is deleted: the next item's first action, else the
 * previous item's; null when it was the only one (the caller falls back to the section heading).
 */
export function neighbourOf<T extends { id: number }>(items: readonly T[] | undefined, id: number): T | null {
  if (!items) return null;
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return null;
  return items[index + 1] ?? items[index - 1] ?? null;
}
