import { useCallback, useContext, useSyncExternalStore } from 'react';
import { initialBusState, type BusState } from '@tripsight/core/bus';
import { HostContext } from './host-context.js';

const DEFAULTS = initialBusState();

/**
 * A setting of the host (locale, texts) from the element's bus, or its default outside an element
 * (a UI piece rendered on its own). `select` must return a value that keeps its identity while
 * unchanged (a string, or an object the bus holds), and be stable across renders.
 */
export function useHostSetting<T>(select: (state: BusState) => T): T {
  const bus = useContext(HostContext)?.bus ?? null;
  const subscribe = useCallback((notify: () => void) => bus?.subscribe(notify) ?? (() => {}), [bus]);
  const read = useCallback(() => select(bus ? bus.getState() : DEFAULTS), [bus, select]);
  return useSyncExternalStore(subscribe, read, read);
}
