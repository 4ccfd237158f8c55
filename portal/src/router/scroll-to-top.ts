import { useEffect } from 'react';

/** "The page scrolls to the top on route change" (docs/rules/shell.md#routes). */
export function useScrollToTop(path: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [path]);
}
