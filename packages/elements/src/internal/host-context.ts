import { createContext, useContext } from 'react';
import type { Bus } from '@tripsight/core/bus';

export interface HostContextValue {
  /** The custom element that renders this React tree. */
  host: HTMLElement;
  bus: Bus;
}

export const HostContext = createContext<HostContextValue | null>(null);

/** The host element and bus of the element this component renders in. */
export function useHost(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost must be used inside an element created with defineElement()');
  return value;
}
