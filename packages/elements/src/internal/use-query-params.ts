import { useCallback, useEffect, useState } from 'react';

/**
 * The page's query parameters as state: follows back/forward (popstate) and changes the address
 * with history.pushState (a new step) or replaceState (a correction, e.g. a page beyond the count).
 */
export function useQueryParams(): [
  URLSearchParams,
  (update: (params: URLSearchParams) => URLSearchParams, mode?: 'push' | 'replace') => void,
] {
  const [search, setSearch] = useState(() => window.location.search);

  useEffect(() => {
    const sync = () => setSearch(window.location.search);
    window.addEventListener('popstate', sync);
    window.addEventListener('tripsight-query-params', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('tripsight-query-params', sync);
    };
  }, []);

  const navigate = useCallback(
    (update: (params: URLSearchParams) => URLSearchParams, mode: 'push' | 'replace' = 'push') => {
      const next = update(new URLSearchParams(window.location.search)).toString();
      const url = `${window.location.pathname}${next ? `?${next}` : ''}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        if (mode === 'push') window.history.pushState(window.history.state, '', url);
        else window.history.replaceState(window.history.state, '', url);
      }
      setSearch(window.location.search);
      // Other Tripsight lists on the page follow the same address.
      window.dispatchEvent(new Event('tripsight-query-params'));
    },
    [],
  );

  return [new URLSearchParams(search), navigate];
}

/** A value that follows `value` once it has stopped changing for `delayMs` (search typing: 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
