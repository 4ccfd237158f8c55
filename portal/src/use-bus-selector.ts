import { useCallback, useSyncExternalStore } from 'react';
import type { Bus, BusState } from '@tripsight/core/bus';

/** Selects a slice of `bus` state; re-renders when the slice changes. */
export function useBusSelector<T>(bus: Bus, selector: (state: BusState) => T): T {
  const subscribe = useCallback((listener: () => void) => bus.subscribe(listener), [bus]);
  return useSyncExternalStore(subscribe, () => selector(bus.getState()));
}
