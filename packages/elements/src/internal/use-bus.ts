import { useCallback, useRef, useSyncExternalStore } from 'react';
import { sameValue, type Bus, type BusState } from '@tripsight/core/bus';
import { useHost } from './host-context.js';

/** The bus of the dashboard this element belongs to. */
export function useBus(): Bus {
  return useHost().bus;
}

/**
 * Selects a slice of the bus state; re-renders only when the selected value really changes.
 * @example const currency = useBusState((s) => s.currency);
 */
export function useBusState<T>(selector: (state: BusState) => T): T {
  const bus = useBus();
  const cache = useRef<{ value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const next = selector(bus.getState());
    if (cache.current && sameValue(cache.current.value, next)) return cache.current.value;
    cache.current = { value: next };
    return next;
  }, [bus, selector]);
  return useSyncExternalStore(
    useCallback((notify) => bus.subscribe(notify), [bus]),
    getSnapshot,
    getSnapshot,
  );
}
