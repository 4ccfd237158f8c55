import { useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes a temporary drawer with a toggle. */
const NARROW_QUERY = '(max-width: 959px)';

/** True on narrow screens; follows resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(NARROW_QUERY);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(NARROW_QUERY).matches,
  );
}
